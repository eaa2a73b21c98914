import { localizePath } from '@azubi/shared/i18n/locales';
import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { usePlacements } from '../../features/placements/api/get-placements';
import { PlacementDetail } from '../../features/placements/components/placement-detail';
import { PlacementProgress } from '../../features/placements/components/placement-progress';
import { PlacementStatusBadge } from '../../features/placements/components/placement-status-badge';
import { RequireAccount } from '../require-account';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { useLocale } from '../../i18n/use-locale';

/**
 * `/my-placement` and `/my-placement/{id}` (issue 20): the candidate's placement tracker, shared
 * with the company. With one placement the tab opens it; with several, a list to choose from.
 */
export function MyPlacementPage() {
  const { t } = useTranslation('placements');
  const { id } = useParams();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['azubi']} wrongRoleText={t('candidatesOnly')}>
          {() => (
            <>
              <CandidateTabs />
              {id ? <PlacementDetail key={id} id={id} /> : <MyPlacements />}
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}

function MyPlacements() {
  const { t } = useTranslation('placements');
  const locale = useLocale();
  const query = usePlacements();
  if (query.isPending) return <LoadingSpinner size="lg" text={t('loadingList')} className="py-16" />;
  if (query.isError)
    return <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  const items = query.data.items;
  if (items.length === 1) return <Navigate replace to={localizePath(`/my-placement/${items[0]!.id}`, locale)} />;
  return (
    <>
      <header className="grid gap-1">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950 sm:text-4xl">
          {items.length === 0 ? t('mine.title') : t('mine.listTitle')}
        </h1>
        <p className="text-lg text-muted-foreground">{t('mine.intro')}</p>
      </header>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border py-12 text-center">
          <Handshake className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-semibold">{t('mine.emptyTitle')}</p>
          <p className="text-muted-foreground">{t('mine.emptyText')}</p>
          <Button asChild variant="outline">
            <Link to={localizePath('/my-applications', locale)}>{t('mine.applicationsLink')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4">
          {items.map((placement) => (
            <li key={placement.id}>
              <article
                aria-labelledby={`placement-${placement.id}`}
                className="grid gap-3 rounded-card border border-border bg-background p-5 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 id={`placement-${placement.id}`} className="text-lg font-semibold break-words text-brand-950">
                    <Link
                      to={localizePath(`/my-placement/${placement.id}`, locale)}
                      className="hover:text-primary hover:underline"
                    >
                      {t('tracker.titleCandidate', { company: placement.company.name })}
                    </Link>
                  </h2>
                  <PlacementStatusBadge status={placement.status} />
                </div>
                <p className="break-words text-muted-foreground">
                  {t('tracker.listing', { title: placement.listing.title, location: placement.listing.location })}
                </p>
                <PlacementProgress done={placement.progress.done} total={placement.progress.total} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
