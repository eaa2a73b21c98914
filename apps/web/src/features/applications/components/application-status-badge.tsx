import type { ApplicationStatus } from '@azubi/shared/applications/applications';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const colors: Record<ApplicationStatus, string> = {
  pending: 'bg-slate-100 text-slate-900',
  reviewing: 'bg-brand-100 text-brand-900',
  shortlisted: 'bg-violet-100 text-violet-900',
  rejected: 'bg-red-100 text-red-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  withdrawn: 'bg-slate-200 text-slate-800',
};

/** An application's status as a coloured label (the colour is never the only sign: the word is there). */
export function ApplicationStatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const { t } = useTranslation('applications');
  return <Badge className={cn('whitespace-nowrap', colors[status], className)}>{t(`statuses.${status}`)}</Badge>;
}
