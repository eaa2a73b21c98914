import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** A rating as five stars, read out as "4 of 5 stars". */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation('reviews');
  const rounded = Math.round(value);
  return (
    <span role="img" aria-label={t('stars', { count: value })} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= rounded ? 'fill-amber-500 text-amber-600' : 'text-muted-foreground')}
        />
      ))}
    </span>
  );
}
