import { formatInterviewTime } from '@azubi/shared/interviews/interview-time';
import { JOIN_OPENS_MINUTES_BEFORE } from '@azubi/shared/interviews/interview-options';
import type { Interview } from '@azubi/shared/interviews/interviews';
import { CalendarPlus, History, MessageSquareText, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useListingFormat } from '../../../hooks/use-listing-format';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { useNow } from '../hooks/use-now';
import { awaitsBooking, calendarFileUrl, canJoin, isLive } from '../interview-state';
import { CandidateActions } from './candidate-actions';
import { CompanyActions } from './company-actions';
import { InterviewStatusBadge } from './interview-status-badge';
import { InterviewTimes } from './interview-times';

export interface InterviewCardProps {
  interview: Interview;
  /** The zone the reader sees times in (their account's). */
  viewerZone: string;
  headingLevel?: 'h2' | 'h3';
  highlighted?: boolean;
}

/**
 * One interview for either side: its state, the time in both zones, how to join, what each side
 * said, the earlier times, and what the reader can do next. Its element id is the interview's id,
 * so a notification's `#<id>` link finds it.
 */
export function InterviewCard({ interview, viewerZone, headingLevel = 'h2', highlighted = false }: InterviewCardProps) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const format = useListingFormat();
  const now = useNow();
  const isCandidate = interview.mySide === 'candidate';
  const name = isCandidate ? interview.company.name : interview.candidate.name;
  const otherZone = isCandidate ? interview.timezone : interview.candidate.timezone;
  const otherLabel = isCandidate ? t('card.companyTime') : t('card.candidateTime');
  const titleId = `interview-title-${interview.id}`;
  const Heading = headingLevel;
  // Sections inside the card sit one level below its title (axe: heading order).
  const SubHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  const joinable = canJoin(interview, now);

  return (
    <article
      id={interview.id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        'grid scroll-mt-24 gap-4 rounded-card border bg-background p-4 shadow-sm outline-none sm:p-5',
        highlighted ? 'border-primary ring-4 ring-primary/30' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <Heading id={titleId} className="text-lg leading-snug font-semibold break-words text-brand-950">
            {isCandidate ? t('card.withCompany', { name }) : t('card.withCandidate', { name })}
          </Heading>
          {interview.listing ? (
            <p className="text-sm break-words text-muted-foreground">
              {t('card.forListing', { title: interview.listing.title })}
            </p>
          ) : null}
        </div>
        <p>
          <span className="sr-only">{t('card.statusLabel')}: </span>
          <InterviewStatusBadge interview={interview} />
        </p>
      </div>

      <div className="grid gap-3">
        {interview.startsAt ? (
          <InterviewTimes
            instant={interview.startsAt}
            viewerZone={viewerZone}
            otherZone={otherZone}
            otherLabel={otherLabel}
          />
        ) : null}
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{t('card.duration')}:</dt>
            <dd className="font-medium">{t('card.minutes', { count: interview.durationMinutes })}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{t('card.platform')}:</dt>
            <dd className="font-medium">{t(`platforms.${interview.platform}`)}</dd>
          </div>
          {interview.interviewer ? (
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">{t('card.interviewer')}:</dt>
              <dd className="font-medium break-words">{interview.interviewer.name}</dd>
            </div>
          ) : null}
        </dl>
      </div>

      {awaitsBooking(interview) && !isCandidate ? (
        <section className="grid gap-2" aria-labelledby={`${titleId}-slots`}>
          <SubHeading id={`${titleId}-slots`} className="text-sm font-semibold text-muted-foreground">
            {t('card.offeredTimesCompany')}
          </SubHeading>
          <ul className="grid gap-1 text-sm">
            {interview.slots.map((slot) => (
              <li key={slot.id} className={cn('break-words', !slot.available && 'text-muted-foreground line-through')}>
                {formatInterviewTime(slot.startsAt, viewerZone, locale)}
                {viewerZone === otherZone ? null : ` · ${formatInterviewTime(slot.startsAt, otherZone, locale)}`}
                {slot.available ? null : <span className="no-underline"> ({t('card.notFree')})</span>}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {interview.message ? (
        <div className="grid gap-1">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
            <MessageSquareText className="size-4" aria-hidden="true" />
            {t('card.message')}
          </p>
          <p className="break-words whitespace-pre-line">{interview.message}</p>
        </div>
      ) : null}

      <Notes interview={interview} />

      {interview.history.length > 0 ? (
        <details className="rounded-control border border-border px-3 py-2">
          <summary className="flex min-h-9 cursor-pointer items-center gap-2 font-medium">
            <History className="size-4 text-primary" aria-hidden="true" />
            {t('card.history')}
          </summary>
          <ul className="mt-2 grid gap-1 text-sm">
            {interview.history.map((entry) => (
              <li key={`${entry.startsAt}-${entry.changedAt}`} className="break-words">
                {t('card.historyEntry', {
                  time: formatInterviewTime(entry.startsAt, viewerZone, locale),
                  changed: format.date(entry.changedAt),
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      {isLive(interview) && interview.startsAt ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            {joinable ? (
              <Button asChild>
                <a
                  href={interview.videoLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('card.joinLabel', { name })}
                >
                  <Video aria-hidden="true" />
                  {t('card.join')}
                </a>
              </Button>
            ) : (
              <Button disabled aria-describedby={`${titleId}-join`}>
                <Video aria-hidden="true" />
                {t('card.join')}
              </Button>
            )}
            <Button asChild variant="outline">
              <a href={calendarFileUrl(interview)} download aria-label={t('card.addToCalendarLabel', { name })}>
                <CalendarPlus aria-hidden="true" />
                {t('card.addToCalendar')}
              </a>
            </Button>
          </div>
          {joinable ? null : (
            <p id={`${titleId}-join`} className="text-sm text-muted-foreground">
              {t('card.joinLater', { minutes: JOIN_OPENS_MINUTES_BEFORE })}
            </p>
          )}
        </div>
      ) : null}

      {isCandidate ? (
        <CandidateActions interview={interview} viewerZone={viewerZone} name={name} />
      ) : (
        <CompanyActions interview={interview} viewerZone={viewerZone} name={name} />
      )}
    </article>
  );
}

/** What either side said: the cancel reason and who cancelled, the decline reason, a request for another time. */
function Notes({ interview }: { interview: Interview }) {
  const { t } = useTranslation('interviews');
  const format = useListingFormat();
  const isCandidate = interview.mySide === 'candidate';
  const notes: { key: string; title: string; text?: string }[] = [];
  if (interview.status === 'canceled') {
    const by =
      interview.canceledBy === interview.mySide
        ? t('card.canceledByYou')
        : interview.canceledBy === 'candidate'
          ? t('card.canceledByCandidate')
          : t('card.canceledByCompany');
    notes.push({
      key: 'cancel',
      title: by,
      text: interview.cancelReason ? t('card.cancelReason', { reason: interview.cancelReason }) : undefined,
    });
  }
  if (interview.status === 'declined') {
    notes.push({
      key: 'decline',
      title: isCandidate ? t('card.declinedByYou') : t('card.declined'),
      text: interview.declineReason ? t('card.declineReason', { reason: interview.declineReason }) : undefined,
    });
  }
  if (interview.newTimeRequest) {
    notes.push({
      key: 'new-time',
      title: `${isCandidate ? t('card.newTimeRequestByYou') : t('card.newTimeRequest')} (${format.dateTime(interview.newTimeRequest.at)})`,
      text: interview.newTimeRequest.note,
    });
  }
  if (notes.length === 0) return null;
  return (
    <div className="grid gap-2">
      {notes.map((note) => (
        <div key={note.key} className="grid gap-0.5 rounded-control border-l-4 border-amber-500 bg-amber-50 px-3 py-2">
          <p className="font-semibold text-amber-950">{note.title}</p>
          {note.text ? <p className="break-words whitespace-pre-line text-amber-950">{note.text}</p> : null}
        </div>
      ))}
    </div>
  );
}
