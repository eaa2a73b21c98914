import { formatDateTime } from '@azubi/shared/dates/format-date';
import type { ConversationReportItem } from '@azubi/shared/moderation/moderation';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { cn } from '../../../lib/cn';
import { ReportDecision } from './report-decision';
import { useResolveConversationReport } from '../api/moderation-api';

/** One reported conversation: who reported it and why, its latest messages, uphold or dismiss. */
export function ConversationReportCard({ report }: { report: ConversationReportItem }) {
  const { t } = useTranslation('adminVerifications');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const resolve = useResolveConversationReport();
  const headingId = `conversation-report-${report.id}`;
  const format = (iso: string) => formatDateTime(iso, locale, { timeZone });

  return (
    <li>
      <Card role="region" aria-labelledby={headingId} className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-lg font-semibold text-brand-950 [overflow-wrap:anywhere]">
            {t('conversations.about', { company: report.companyName, candidate: report.candidateName })}
          </h3>
          {report.subject ? (
            <p className="text-sm [overflow-wrap:anywhere]">
              {t('conversations.subject', { subject: report.subject })}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            {t('conversations.reported', {
              date: format(report.createdAt),
              side: t(`conversations.sides.${report.reporterSide}`),
            })}
          </p>
        </div>
        <dl className="grid gap-1 text-sm">
          <dt className="font-medium text-muted-foreground">{t('conversations.reason')}</dt>
          <dd>{t(`conversations.reasons.${report.reason}`)}</dd>
          {report.note ? (
            <>
              <dt className="font-medium text-muted-foreground">{t('conversations.details')}</dt>
              <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{report.note}</dd>
            </>
          ) : null}
        </dl>
        <section aria-labelledby={`${headingId}-messages`} className="grid gap-2">
          <h4 id={`${headingId}-messages`} className="text-sm font-semibold text-brand-950">
            {t('conversations.messages')}
          </h4>
          {report.messages.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('conversations.noMessages')}</p>
          ) : (
            // Reachable by Tab, so the keyboard can scroll through a long conversation.
            <ol
              tabIndex={0}
              aria-labelledby={`${headingId}-messages`}
              className="grid max-h-80 gap-2 overflow-y-auto rounded-md border border-border p-2 focus-visible:-outline-offset-2"
            >
              {report.messages.map((message) => (
                <li
                  key={message.seq}
                  className={cn(
                    'grid gap-1 rounded-md p-2 text-sm',
                    message.side === 'company' ? 'bg-secondary' : 'bg-brand-50',
                  )}
                >
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{message.senderName}</span> ·{' '}
                    {t(`conversations.senders.${message.side}`)} · {format(message.createdAt)}
                  </p>
                  <p className="[overflow-wrap:anywhere] whitespace-pre-line">{message.body}</p>
                  {message.attachmentCount > 0 ? (
                    <p className="text-xs text-muted-foreground">
                      {t('conversations.attachments', { count: message.attachmentCount })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
        <ReportDecision
          idPrefix={headingId}
          noteLabel={t('conversations.note')}
          upholdLabel={
            report.reporterSide === 'candidate' ? t('conversations.upholdCandidate') : t('conversations.uphold')
          }
          dismissLabel={t('conversations.dismiss')}
          pending={resolve.isPending}
          resolve={(input, callbacks) => resolve.mutate({ id: report.id, ...input }, callbacks)}
          wrap
        />
      </Card>
    </li>
  );
}
