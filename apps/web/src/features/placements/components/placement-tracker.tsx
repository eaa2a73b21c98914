import { localizePath } from '@azubi/shared/i18n/locales';
import type { Placement } from '@azubi/shared/placements/placements';
import { AlertTriangle, CalendarDays, Info, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { daysToFirstDayText, formatCalendarDate, formatInstantDate, groupSteps } from '../placement-view';
import { ClosePlacementDialog } from './close-placement-dialog';
import { PlacementProgress } from './placement-progress';
import { PlacementStatusBadge } from './placement-status-badge';
import { StepCard } from './step-card';

/**
 * The placement tracker both sides share (issue 20): progress, the expected first day, what waits
 * on whom, and every step in checklist order (the visa route's alternatives together). A closed
 * or completed placement is read-only and says why.
 */
export function PlacementTracker({ placement }: { placement: Placement }) {
  const { t } = useTranslation('placements');
  const locale = useLocale();
  const mine = placement.mySide;
  const days = daysToFirstDayText(placement.daysToFirstDay);
  const other = mine === 'candidate' ? 'company' : 'candidate';
  const otherKey = other === 'company' ? 'waitingCompany' : 'waitingCandidate';
  const conversationPath =
    placement.conversationId === null
      ? null
      : mine === 'candidate'
        ? `/my-messages/${placement.conversationId}`
        : `/employer/messages/${placement.conversationId}`;

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <PlacementStatusBadge status={placement.status} />
          <span className="text-sm text-muted-foreground">
            {t(`tracker.program.${placement.program}`)} ·{' '}
            {placement.needsVisa ? t('tracker.withVisa') : t('tracker.withoutVisa')}
          </span>
        </div>
        <h1 className="text-2xl leading-tight font-bold tracking-tight break-words hyphens-auto text-brand-950 sm:text-4xl">
          {mine === 'candidate'
            ? t('tracker.titleCandidate', { company: placement.company.name })
            : t('tracker.titleCompany', { candidate: placement.candidate.name })}
        </h1>
        <p className="text-lg break-words text-muted-foreground">
          {t('tracker.listing', { title: placement.listing.title, location: placement.listing.location })}
        </p>
      </header>

      {placement.status === 'closed' ? (
        <div role="status" className="grid gap-1 rounded-card border border-destructive bg-red-50 p-4">
          <p className="font-semibold text-red-900">{t('tracker.closedTitle')}</p>
          {placement.closeReason ? (
            <p>{t('tracker.closedReason', { reason: t(`closeReasons.${placement.closeReason}`) })}</p>
          ) : null}
          {placement.closeNote ? <p className="break-words whitespace-pre-line">{placement.closeNote}</p> : null}
          {placement.closedAt && placement.closedBySide ? (
            <p className="text-sm text-muted-foreground">
              {t('tracker.closedBy', {
                date: formatInstantDate(placement.closedAt, locale),
                side: placement.closedBySide === mine ? t('sides.you') : t(`sides.${placement.closedBySide}`),
              })}{' '}
              {t('tracker.readOnly')}
            </p>
          ) : null}
        </div>
      ) : placement.status === 'completed' ? (
        <p
          role="status"
          className="rounded-card border border-success bg-emerald-50 p-4 font-semibold text-emerald-900"
        >
          {t('tracker.completed')}
        </p>
      ) : null}

      <section
        aria-label={t('tracker.progressLabel')}
        className="grid gap-4 rounded-card border border-border bg-background p-4 shadow-sm sm:grid-cols-3 sm:p-5"
      >
        <PlacementProgress done={placement.progress.done} total={placement.progress.total} />
        <div className="grid content-start gap-0.5">
          <p className="flex items-center gap-1.5 text-sm font-semibold">
            <CalendarDays className="size-4 text-primary" aria-hidden="true" />
            {t('tracker.firstDay')}
          </p>
          <p>
            {placement.expectedFirstDay
              ? formatCalendarDate(placement.expectedFirstDay, locale)
              : t('tracker.firstDayUnknown')}
          </p>
          {days && placement.status === 'active' ? (
            <p className="text-sm text-muted-foreground">
              {days.key === 'today' ? t('tracker.today') : t(`tracker.${days.key}`, { count: days.count })}
            </p>
          ) : null}
        </div>
        <div className="grid content-start gap-0.5">
          <p className="text-sm font-semibold">{t('tracker.waitingTitle')}</p>
          <ul className="text-sm">
            <li>{t('tracker.waitingYou', { count: placement.waitingOn[mine] })}</li>
            <li>{t(`tracker.${otherKey}`, { count: placement.waitingOn[other] })}</li>
          </ul>
          {placement.overdueSteps > 0 ? (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-destructive">
              <AlertTriangle className="size-4" aria-hidden="true" />
              {t('tracker.overdueCount', { count: placement.overdueSteps })}
            </p>
          ) : null}
        </div>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        {conversationPath ? (
          <Link
            to={localizePath(conversationPath, locale)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <MessageSquare className="size-5" aria-hidden="true" />
            {t('tracker.conversation')}
          </Link>
        ) : null}
        {placement.status === 'active' ? <ClosePlacementDialog placementId={placement.id} /> : null}
      </div>

      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('tracker.info', { date: formatCalendarDate(placement.infoCheckedOn, locale) })}
      </p>

      <section aria-labelledby="placement-steps" className="grid gap-4">
        <h2 id="placement-steps" className="text-xl font-semibold text-brand-950">
          {t('tracker.stepsTitle')}
        </h2>
        <ol className="grid gap-4">
          {groupSteps(placement.steps).map((item) =>
            item.kind === 'step' ? (
              <li key={item.step.key}>
                <StepCard placement={placement} step={item.step} />
              </li>
            ) : (
              <li key={item.group}>
                <section
                  aria-labelledby={`placement-group-${item.group}`}
                  className="grid gap-3 rounded-card border-2 border-dashed border-brand-200 p-3 sm:p-4"
                >
                  <h3 id={`placement-group-${item.group}`} className="text-lg font-semibold text-brand-950">
                    {t('alternatives.title')}
                  </h3>
                  <p className="text-sm">{t('alternatives.help')}</p>
                  <ul className="grid gap-3">
                    {item.steps.map((step) => (
                      <li key={step.key}>
                        <StepCard placement={placement} step={step} />
                      </li>
                    ))}
                  </ul>
                </section>
              </li>
            ),
          )}
        </ol>
      </section>
    </div>
  );
}
