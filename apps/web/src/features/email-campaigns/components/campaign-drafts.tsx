import type { Campaign } from '@azubi/shared/admin/email-campaigns';
import { formatDateTime } from '@azubi/shared/dates/format-date';
import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { CampaignStatusBadge } from './campaign-status-badge';

/** The drafts and scheduled campaigns (the ones that can still be changed), to open in the editor. */
export function CampaignDrafts({
  campaigns,
  editing,
  onEdit,
  onNew,
}: {
  campaigns: Campaign[];
  editing: string | null;
  onEdit: (id: string) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  return (
    <section aria-labelledby="drafts-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="drafts-title" className="text-2xl font-semibold text-brand-950">
          {t('drafts.title')}
        </h2>
        <Button variant="outline" onClick={onNew}>
          <Plus aria-hidden="true" />
          {t('drafts.new')}
        </Button>
      </div>
      {campaigns.length === 0 ? (
        <p className="text-muted-foreground">{t('drafts.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {campaigns.map((campaign) => (
            <li
              key={campaign.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-border p-3"
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words">{campaign.name}</span>
                  <CampaignStatusBadge status={campaign.status} />
                </div>
                <span className="text-sm text-muted-foreground">
                  {t(`audiences.${campaign.audience}`)} ·{' '}
                  {campaign.scheduledAt
                    ? t('drafts.scheduledFor', { time: formatDateTime(campaign.scheduledAt, locale, { timeZone }) })
                    : t('drafts.createdAt', { time: formatDateTime(campaign.createdAt, locale, { timeZone }) })}
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onEdit(campaign.id)}
                aria-current={editing === campaign.id ? 'true' : undefined}
                aria-label={t('drafts.editNamed', { name: campaign.name })}
              >
                <Pencil aria-hidden="true" />
                {t('drafts.edit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
