import type { BlogCategory } from '@azubi/shared/blog/blog-posts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export function BlogCategoryBadge({ category, className }: { category: BlogCategory; className?: string }) {
  const { t } = useTranslation('blog');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-secondary px-2.5 py-0.5 text-sm font-semibold text-secondary-foreground',
        className,
      )}
    >
      {t(`categories.${category}`)}
    </span>
  );
}
