import type { Interview } from '@azubi/shared/interviews/interviews';
import { utcToLocalDateTime } from '@azubi/shared/interviews/interview-time';
import { CalendarClock, CalendarDays, List } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useInterviews } from '../../features/interviews/api/get-interviews';
import { CalendarFeedPanel } from '../../features/interviews/components/calendar-feed-panel';
import { InterviewList } from '../../features/interviews/components/interview-list';
import { InterviewWeekView, mondayOf } from '../../features/interviews/components/interview-week-view';
import { ScopeSwitch, type InterviewScope } from '../../features/interviews/components/scope-switch';
import { TimeZoneControl } from '../../features/interviews/components/time-zone-control';
import { useViewerTimeZone } from '../../features/interviews/hooks/use-viewer-time-zone';
import { awaitsAnswer, isLive } from '../../features/interviews/interview-state';
import { useEmployerListings } from '../../features/listings/api/get-employer-listings';
import { cn } from '../../lib/cn';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/employer/interviews` (spec §2): the team's interviews as a list (upcoming or past) or a week,
 * filtered by interviewer and listing; each time in the reader's zone and the candidate's. The
 * address keeps the view and filters (`?view=week&week=2027-03-29&interviewerId=…`).
 */
export function EmployerInterviewsPage() {
  const { t } = useTranslation('interviews');
  const id = useId();
  const navigate = useNavigate();
  const viewerZone = useViewerTimeZone();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'week' ? 'week' : 'list';
  const scope: InterviewScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const interviewerId = UUID.test(params.get('interviewerId') ?? '') ? (params.get('interviewerId') ?? '') : '';
  const listingId = UUID.test(params.get('listingId') ?? '') ? (params.get('listingId') ?? '') : '';
  const weekParam = params.get('week') ?? '';
  const weekStart = DATE.test(weekParam)
    ? mondayOf(weekParam)
    : mondayOf(utcToLocalDateTime(new Date(), viewerZone).date);

  const filters = { interviewerId: interviewerId || undefined, listingId: listingId || undefined };
  const query = useInterviews({ scope: view === 'week' ? 'all' : scope, ...filters });
  // Everyone who holds interviews, for the filter (the filtered list would only name the chosen one).
  const everyone = useInterviews({ scope: 'all' });
  const listings = useEmployerListings();
  const interviewers = [
    ...new Map(
      (everyone.data?.items ?? [])
        .flatMap((interview) => (interview.interviewer ? [interview.interviewer] : []))
        .map((person) => [person.id, person]),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));

  const change = (values: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { preventScrollReset: true },
    );

  // From the week to the interview's card in the list.
  const open = (interview: Interview) => {
    const next = new URLSearchParams(params);
    next.delete('view');
    next.delete('week');
    if (isLive(interview) || awaitsAnswer(interview)) next.delete('scope');
    else next.set('scope', 'past');
    void navigate({ search: next.toString(), hash: interview.id });
  };

  let content;
  if (query.isPending) content = <LoadingSpinner size="lg" text={t('loading')} className="py-16" />;
  else if (query.isError)
    content = <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  else if (view === 'week')
    content = (
      <InterviewWeekView
        interviews={query.data.items}
        viewerZone={viewerZone}
        weekStart={weekStart}
        onWeekChange={(monday) => change({ week: monday })}
        onOpen={open}
      />
    );
  else if (query.data.items.length === 0)
    content = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border py-12 text-center">
        <CalendarClock className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{scope === 'past' ? t('emptyPast') : t('emptyUpcoming')}</p>
        <p className="text-muted-foreground">{t('emptyCompanyHint')}</p>
      </div>
    );
  else content = <InterviewList interviews={query.data.items} viewerZone={viewerZone} />;

  return (
    <>
      <title>{t('employerDocumentTitle')}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl hyphens-auto sm:text-3xl leading-tight font-bold tracking-tight text-brand-950">
          {t('employerTitle')}
        </h1>
        <p className="text-muted-foreground">{t('employerIntro')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <TimeZoneControl />
        <CalendarFeedPanel />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t('view.label')} className="inline-flex gap-1 rounded-control bg-muted p-1">
          {(
            [
              ['list', List],
              ['week', CalendarDays],
            ] as const
          ).map(([value, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => change({ view: value === 'week' ? 'week' : '' })}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-medium text-muted-foreground hover:text-foreground',
                view === value && 'bg-background text-foreground shadow-sm',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
              {t(`view.${value}`)}
            </button>
          ))}
        </div>
        {view === 'list' ? (
          <ScopeSwitch value={scope} onChange={(next) => change({ scope: next === 'past' ? 'past' : '' })} />
        ) : null}
      </div>
      <div className="grid gap-4 rounded-card border border-border bg-background p-4 sm:grid-cols-2">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-interviewer`}>{t('filters.interviewer')}</Label>
          <NativeSelect
            id={`${id}-interviewer`}
            value={interviewerId}
            onChange={(event) => change({ interviewerId: event.target.value })}
            placeholder={t('filters.allInterviewers')}
            options={interviewers.map((person) => ({ value: person.id, label: person.name }))}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-listing`}>{t('filters.listing')}</Label>
          <NativeSelect
            id={`${id}-listing`}
            value={listingId}
            onChange={(event) => change({ listingId: event.target.value })}
            placeholder={t('filters.allListings')}
            options={(listings.data ?? []).map((listing) => ({ value: listing.id, label: listing.title }))}
          />
        </div>
      </div>
      <div aria-busy={query.isPlaceholderData}>{content}</div>
    </>
  );
}
