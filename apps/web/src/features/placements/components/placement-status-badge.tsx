import type { PlacementStatus } from '@azubi/shared/placements/placements';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const colors: Record<PlacementStatus, string> = {
  active: 'bg-brand-100 text-brand-900',
  completed: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-red-100 text-red-900',
};

/** A placement's status as a labelled colour (the word is always there). */
export function PlacementStatusBadge({ status, className }: { status: PlacementStatus; className?: string }) {
  const { t } = useTranslation('placements');
  return (
    <Badge className={cn('whitespace-nowrap', colors[status], className)}>{t(`tracker.statuses.${status}`)}</Badge>
  );
}
