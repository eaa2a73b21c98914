import { formatInterviewTime } from '@azubi/shared/interviews/interview-time';
import type { Interview } from '@azubi/shared/interviews/interviews';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { useInterviews } from '../api/get-interviews';
import { useViewerTimeZone } from '../hooks/use-viewer-time-zone';
import { isLive } from '../interview-state';
import { InterviewList } from './interview-list';
import { ScheduleInterviewButton } from './schedule-interview-button';

export type ConversationInterviewsProps =
  { side: 'candidate'; companyId: string } | { side: 'company'; candidateId: string; candidateName: string };

/**
 * The interviews between the two sides of a conversation, folded into one line under its header
 * (the next time, or how many) so a phone keeps the messages in view; opened, the full cards. The
 * company side can schedule one from here.
 */
export function ConversationInterviews(props: ConversationInterviewsProps) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const viewerZone = useViewerTimeZone();
  const query = useInterviews(
    props.side === 'company' ? { scope: 'all', candidateId: props.candidateId } : { scope: 'all' },
  );
  const items = (query.data?.items ?? []).filter(
    (interview) => props.side === 'company' || interview.company.id === props.companyId,
  );
  const next = items
    .filter((interview): interview is Interview & { startsAt: string } => isLive(interview) && !!interview.startsAt)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  if (items.length === 0 && props.side === 'candidate') return null;

  return (
    <div className="flex flex-wrap items-start gap-2 border-b border-border bg-background px-3 py-2 sm:px-5">
      {items.length > 0 ? (
        <details className="group min-w-0 flex-1">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
            <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 break-words">
              {t('conversation.count', { count: items.length })}
              {next ? ` · ${formatInterviewTime(next.startsAt, viewerZone, locale)}` : ''}
            </span>
          </summary>
          <div className="mt-2 max-h-[60dvh] overflow-y-auto pb-2">
            <InterviewList interviews={items} viewerZone={viewerZone} headingLevel="h3" />
          </div>
        </details>
      ) : (
        <span className="min-w-0 flex-1" />
      )}
      {props.side === 'company' ? (
        <ScheduleInterviewButton candidateId={props.candidateId} candidateName={props.candidateName} />
      ) : null}
    </div>
  );
}
