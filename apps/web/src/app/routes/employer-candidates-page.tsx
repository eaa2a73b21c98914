import type { FirstContactAllowance } from '@azubi/shared/messaging/messaging';
import { CandidateActions } from '../candidate-actions';
import { Search, Users } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { useMe } from '../../lib/account/use-me';
import { PlanRequiredPanel } from '../../features/billing';
import { useCandidateAccess } from '../../features/candidates/api/get-candidate-access';
import { useUsableMark } from '../../lib/usable-mark';
import { useCandidateSearch } from '../../features/candidates/api/search-candidates';
import { CandidateCard } from '../../features/candidates/components/candidate-card';
import { CandidateFilters } from '../../features/candidates/components/candidate-filters';
import { FirstContactsNote } from '../../features/candidates/components/first-contacts-note';
import { VerificationRequired } from '../../features/candidates/components/verification-required';
import { useEmployerListings } from '../../features/listings/api/get-employer-listings';

// "Save this search" opens a form with its validation (react-hook-form, zod and the search alert's
// fields): its code loads beside the results instead of before them (issue 35).
const SaveCandidateSearch = lazy(() =>
  import('../../features/matching/components/save-candidate-search').then((module) => ({
    default: module.SaveCandidateSearch,
  })),
);

/**
 * `/employer/candidates`: find candidates (spec §1, §6). Only verified companies with a running
 * trial or plan; others are told how to get there. Results are anonymised by the server until the
 * candidate reveals themselves; the first contacts left today show above the filters; the filters live in the address, so a search can be shared,
 * and so does `listingId` ("Best fit for" one of the company's active listings).
 */
export function EmployerCandidatesPage() {
  const { t } = useTranslation('candidates');
  const access = useCandidateAccess();
  const canManage = useMe({ enabled: false }).data?.company?.teamRole === 'admin';
  return (
    <>
      <title>{t('search.documentTitle')}</title>
      <div className="grid gap-1">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('search.title')}</h1>
        <p className="text-muted-foreground">{t('search.intro')}</p>
      </div>
      {access.isPending ? (
        <LoadingSpinner size="lg" className="py-16" />
      ) : access.isError ? (
        <LoadError message={access.error.message} retryLabel={t('retry')} onRetry={() => void access.refetch()} />
      ) : access.data.canSearchCandidates ? (
        <CandidateSearch allowance={access.data.firstContacts} />
      ) : access.data.verified && !access.data.active ? (
        // The trial or plan is over: what is locked and the way to buy.
        <PlanRequiredPanel canManage={canManage} />
      ) : (
        <VerificationRequired access={access.data} />
      )}
    </>
  );
}

function CandidateSearch({ allowance }: { allowance: FirstContactAllowance }) {
  const { t } = useTranslation('candidates');
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const search = useMemo(() => new URLSearchParams(key), [key]);
  const query = useCandidateSearch(search);
  useUsableMark(query.isSuccess);
  // "Best fit for" offers the active listings; without them (or while they load) it is left out.
  const listings = useEmployerListings();
  const active = useMemo(() => (listings.data ?? []).filter((listing) => listing.isActive), [listings.data]);
  const candidates = query.data?.pages.flatMap((page) => page.candidates) ?? [];

  let results;
  if (query.isPending) results = <LoadingSpinner size="lg" text={t('search.loading')} className="py-16" />;
  else if (query.isError)
    results = <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  else if (candidates.length === 0)
    results = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border py-12 text-center">
        <Users className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('search.none')}</p>
        <p className="text-muted-foreground">{t('search.noneHint')}</p>
      </div>
    );
  else
    results = (
      <>
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Search className="size-4" aria-hidden="true" />
          {t('search.shown', { count: candidates.length })}
        </p>
        <ul className="grid gap-4" aria-busy={query.isPlaceholderData}>
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <CandidateCard
                candidate={candidate}
                from="search"
                actions={<CandidateActions candidate={candidate} saved={candidate.saved} />}
              />
            </li>
          ))}
        </ul>
        {query.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('search.loadingMore') : t('search.loadMore')}
          </Button>
        ) : null}
      </>
    );

  return (
    <>
      <p className="rounded-control bg-secondary px-4 py-3 text-sm text-secondary-foreground">
        {t('search.anonymous')}
      </p>
      <FirstContactsNote allowance={allowance} />
      <CandidateFilters
        key={`${key}|${active.length}`}
        params={search}
        listings={active}
        onApply={(next) => setParams(next, { preventScrollReset: true })}
      />
      <Suspense fallback={null}>
        <SaveCandidateSearch key={key} params={search} />
      </Suspense>
      {results}
    </>
  );
}
