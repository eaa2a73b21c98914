import { localizePath } from '@azubi/shared/i18n/locales';
import { CalendarClock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { useInterviews } from '../../features/interviews/api/get-interviews';
import { CalendarFeedPanel } from '../../features/interviews/components/calendar-feed-panel';
import { InterviewList } from '../../features/interviews/components/interview-list';
import { ScopeSwitch, type InterviewScope } from '../../features/interviews/components/scope-switch';
import { TimeZoneControl } from '../../features/interviews/components/time-zone-control';
import { useViewerTimeZone } from '../../features/interviews/hooks/use-viewer-time-zone';
import { RequireAccount } from '../require-account';
import { PushOffer } from '../../features/push/components/push-offer';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { useLocale } from '../../i18n/use-locale';

/**
 * `/my-interviews` (spec §2): the candidate's video interviews, each time in their zone and the
 * company's; accept, book, decline, ask for another time or cancel. A notification's link
 * (`/my-interviews#<id>`) lands on its card.
 */
export function MyInterviewsPage() {
  const { t } = useTranslation('interviews');
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['azubi']} wrongRoleText={t('candidatesOnly')}>
          {() => (
            <>
              <CandidateTabs />
              <Interviews />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}

function Interviews() {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const viewerZone = useViewerTimeZone();
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const scope: InterviewScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const query = useInterviews({ scope });
  const setScope = (next: InterviewScope) =>
    setParams(next === 'past' ? { scope: 'past' } : {}, { preventScrollReset: true });

  // A link to an interview that is over (cancelled, declined, done) finds it among the past ones.
  const wanted = hash.slice(1);
  const missing =
    wanted !== '' &&
    scope === 'upcoming' &&
    query.isSuccess &&
    !query.isPlaceholderData &&
    !query.data.items.some((interview) => interview.id === wanted);
  useEffect(() => {
    if (missing) setParams({ scope: 'past' }, { replace: true, preventScrollReset: true });
  }, [missing, setParams]);

  let content;
  if (query.isPending) content = <LoadingSpinner size="lg" text={t('loading')} className="py-16" />;
  else if (query.isError)
    content = <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0)
    content = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border py-12 text-center">
        <CalendarClock className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{scope === 'past' ? t('emptyPast') : t('emptyUpcoming')}</p>
        <p className="text-muted-foreground">{t('emptyCandidateHint')}</p>
        <Button asChild variant="outline">
          <Link to={localizePath('/my-applications', locale)}>{t('dashboardLink')}</Link>
        </Button>
      </div>
    );
  else content = <InterviewList interviews={query.data.items} viewerZone={viewerZone} />;

  return (
    <>
      <header className="grid gap-1">
        <h1 className="text-2xl leading-tight hyphens-auto font-bold tracking-tight text-brand-950 sm:text-4xl min-[400px]:text-3xl">
          {t('title')}
        </h1>
        <p className="text-lg text-muted-foreground">{t('intro')}</p>
      </header>
      {/* A booked interview shows intent: the offer to be notified on this device (features/push). */}
      <PushOffer when={query.data?.items.some((interview) => interview.status === 'accepted') ?? false} />
      <TimeZoneControl />
      <ScopeSwitch value={scope} onChange={setScope} />
      <div aria-busy={query.isPlaceholderData}>{content}</div>
      <CalendarFeedPanel />
    </>
  );
}
