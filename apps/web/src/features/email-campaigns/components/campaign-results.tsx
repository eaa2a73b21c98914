import type { Campaign } from '@azubi/shared/admin/email-campaigns';
import { formatDateTime } from '@azubi/shared/dates/format-date';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { useCampaignCommand } from '../api/campaigns';
import { CampaignStatusBadge } from './campaign-status-badge';

/**
 * `/admin/campaigns`: every campaign that left the drafts, newest first, with its recipients,
 * sent, failed and unsubscribed counts, and pause, resume and cancel.
 */
export function CampaignResults({ campaigns }: { campaigns: Campaign[] }) {
  const { t } = useTranslation('campaigns');
  if (campaigns.length === 0) return <p className="text-muted-foreground">{t('results.empty')}</p>;
  return (
    <ul className="grid gap-4">
      {campaigns.map((campaign) => (
        <CampaignResult key={campaign.id} campaign={campaign} />
      ))}
    </ul>
  );
}

function CampaignResult({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('campaigns');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const command = useCampaignCommand();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const titleId = `campaign-${campaign.id}`;
  const { counts } = campaign;
  const done = counts.sent + counts.failed;
  const percent = counts.recipients > 0 ? Math.round((done / counts.recipients) * 100) : 0;
  const act = (action: 'pause' | 'resume' | 'cancel') =>
    command.mutate(
      { action, id: campaign.id },
      {
        onSuccess: () => toast({ title: t(`results.done.${action}`), variant: 'success' }),
        onSettled: () => setConfirmCancel(false),
      },
    );
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale, { timeZone }) : '—');
  return (
    <li aria-labelledby={titleId} className="grid gap-4 rounded-card border border-border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="min-w-0 text-xl font-semibold break-words text-brand-950">
          {campaign.name}
        </h2>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <p className="text-sm break-words text-muted-foreground">
        {t(`audiences.${campaign.audience}`)} · {campaign.subjectEn} / <span lang="de">{campaign.subjectDe}</span>
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {(['recipients', 'sent', 'failed', 'unsubscribed', 'pending'] as const).map((key) => (
          <div key={key} className="grid gap-0.5 rounded-control bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{t(`results.counts.${key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`count-${key}`}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {campaign.status === 'sending' || campaign.status === 'paused' ? (
        <div className="grid gap-1">
          <span className="text-sm" id={`${titleId}-progress`}>
            {t('results.progress', { done, total: counts.recipients })}
          </span>
          <progress
            aria-labelledby={`${titleId}-progress`}
            value={percent}
            max={100}
            className="h-2 w-full accent-primary"
          />
        </div>
      ) : null}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {campaign.scheduledAt ? (
          <div className="flex flex-wrap gap-1">
            <dt className="text-muted-foreground">{t('results.scheduledAt')}:</dt>
            <dd>{when(campaign.scheduledAt)}</dd>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-1">
          <dt className="text-muted-foreground">{t('results.startedAt')}:</dt>
          <dd>{when(campaign.startedAt)}</dd>
        </div>
        <div className="flex flex-wrap gap-1">
          <dt className="text-muted-foreground">{t('results.sentAt')}:</dt>
          <dd>{when(campaign.sentAt)}</dd>
        </div>
      </dl>
      {command.isError ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {command.error.message}
        </p>
      ) : null}
      {campaign.status !== 'sent' && campaign.status !== 'canceled' ? (
        <div className="flex flex-wrap gap-2">
          {campaign.status === 'sending' ? (
            <Button variant="outline" size="sm" disabled={command.isPending} onClick={() => act('pause')}>
              {t('results.pause')}
            </Button>
          ) : null}
          {campaign.status === 'paused' ? (
            <Button variant="outline" size="sm" disabled={command.isPending} onClick={() => act('resume')}>
              {t('results.resume')}
            </Button>
          ) : null}
          <Button variant="destructive" size="sm" disabled={command.isPending} onClick={() => setConfirmCancel(true)}>
            {t('results.cancel')}
          </Button>
        </div>
      ) : null}
      {confirmCancel ? (
        <Dialog
          open
          onOpenChange={(next) => (next ? null : setConfirmCancel(false))}
          title={t('results.cancelTitle', { name: campaign.name })}
          description={t('results.cancelText')}
        >
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">{t('send.back')}</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => act('cancel')} disabled={command.isPending}>
              {t('results.cancelConfirm')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </li>
  );
}
