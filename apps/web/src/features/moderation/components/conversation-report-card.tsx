import { formatDateTime } from '@azubi/shared/dates/format-date';
import type { ConversationReportItem } from '@azubi/shared/moderation/moderation';
import { LoaderCircle, ShieldCheck, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useResolveConversationReport } from '../api/moderation-api';

/** One reported conversation: who reported it and why, its latest messages, uphold or dismiss. */
export function ConversationReportCard({ report }: { report: ConversationReportItem }) {
  const { t } = useTranslation('adminVerifications');
  const text = useSharedMessage();
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const resolve = useResolveConversationReport();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const headingId = `conversation-report-${report.id}`;
  const format = (iso: string) => formatDateTime(iso, locale, { timeZone });

  const decide = (decision: 'uphold' | 'dismiss') => {
    setError(undefined);
    resolve.mutate(
      { id: report.id, decision, note },
      {
        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
        onError: (failure) => {
          setError(
            failure instanceof ApiError && failure.status !== 0 ? failure.message : (text('moderation.failed') ?? ''),
          );
        },
      },
    );
  };

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
        <FormField id={`${headingId}-note`} label={t('conversations.note')}>
          {(control) => (
            <Textarea {...control} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={2} />
          )}
        </FormField>
        <FormAlert message={error} />
        <div className="flex flex-wrap gap-3">
          <Button
            variant="destructive"
            // Long German labels wrap on a phone instead of widening the page.
            className="h-auto min-h-11 shrink py-2 whitespace-normal"
            onClick={() => decide('uphold')}
            disabled={resolve.isPending}
            aria-describedby={headingId}
          >
            {resolve.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <ShieldX aria-hidden="true" />
            )}
            {report.reporterSide === 'candidate' ? t('conversations.upholdCandidate') : t('conversations.uphold')}
          </Button>
          <Button
            variant="outline"
            // Long German labels wrap on a phone instead of widening the page.
            className="h-auto min-h-11 shrink py-2 whitespace-normal"
            onClick={() => decide('dismiss')}
            disabled={resolve.isPending}
            aria-describedby={headingId}
          >
            <ShieldCheck aria-hidden="true" />
            {t('conversations.dismiss')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
