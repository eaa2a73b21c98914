import { formatDateTime } from '@azubi/shared/dates/format-date';
import type { AudioReportItem } from '@azubi/shared/moderation/moderation';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { cn } from '../../../lib/cn';
import { AudioPlayer } from '../../audio';
import { ReportDecision } from './report-decision';
import { useResolveAudioReport } from '../api/moderation-api';

/** One open audio report: reason, details, deadline (24 h, discrimination 48 h), the recording, uphold or dismiss. */
export function AudioReportCard({ report }: { report: AudioReportItem }) {
  const { t } = useTranslation('adminVerifications');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const resolve = useResolveAudioReport();
  const headingId = `report-${report.id}`;
  const format = (iso: string) => formatDateTime(iso, locale, { timeZone });

  return (
    <li>
      <Card role="region" aria-labelledby={headingId} className="grid gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <h3 id={headingId} className="text-lg font-semibold text-brand-950 [overflow-wrap:anywhere]">
              {t('reports.about', { name: report.candidateName })}
            </h3>
            <p className="text-sm text-muted-foreground">{t('reports.reported', { date: format(report.createdAt) })}</p>
          </div>
          <p
            className={cn(
              'rounded-full px-3 py-1 text-sm font-medium',
              report.overdue ? 'bg-destructive/10 text-destructive' : 'bg-secondary text-secondary-foreground',
            )}
          >
            {report.overdue
              ? t('reports.overdue', { date: format(report.dueAt) })
              : t('reports.due', { date: format(report.dueAt) })}
          </p>
        </div>
        <dl className="grid gap-1 text-sm">
          <dt className="font-medium text-muted-foreground">{t('reports.reason')}</dt>
          <dd>{t(`reports.reasons.${report.reason}`)}</dd>
          {report.description ? (
            <>
              <dt className="font-medium text-muted-foreground">{t('reports.details')}</dt>
              <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{report.description}</dd>
            </>
          ) : null}
        </dl>
        {report.audioUrl ? (
          <AudioPlayer src={report.audioUrl} label={t('reports.player', { name: report.candidateName })} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('reports.audioGone')}</p>
        )}
        <ReportDecision
          idPrefix={headingId}
          noteLabel={t('reports.note')}
          upholdLabel={t('reports.uphold')}
          dismissLabel={t('reports.dismiss')}
          pending={resolve.isPending}
          resolve={(input, callbacks) => resolve.mutate({ id: report.id, ...input }, callbacks)}
        />
      </Card>
    </li>
  );
}
