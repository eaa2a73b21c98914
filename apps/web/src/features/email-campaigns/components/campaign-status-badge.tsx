import type { CampaignStatus } from '@azubi/shared/admin/email-campaigns';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const TONES: Record<CampaignStatus, string> = {
  draft: 'bg-muted text-foreground',
  scheduled: 'bg-sky-100 text-sky-950',
  sending: 'bg-amber-100 text-amber-950',
  paused: 'bg-orange-100 text-orange-950',
  sent: 'bg-green-100 text-green-900',
  canceled: 'bg-red-100 text-red-900',
};

/** A campaign's state as a coloured label with its word (never colour alone). */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation('campaigns');
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap', TONES[status])}>
      {t(`statuses.${status}`)}
    </span>
  );
}
