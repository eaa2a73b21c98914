import { APPLICATION_STATUSES } from '@azubi/shared/applications/application-rules';
import { localizePath } from '@azubi/shared/i18n/locales';
import type { EmployerListing } from '@azubi/shared/listings/listing';
import { ClipboardList, Eye, LoaderCircle, MapPin, Pencil, Plus, Power } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { showFailureToast } from '../../components/failure-toast';
import { useEmployerListings } from '../../features/listings/api/get-employer-listings';
import { useSetListingActive } from '../../features/listings/api/set-listing-active';
import { useListingFormat } from '../../hooks/use-listing-format';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { useLocale } from '../../i18n/use-locale';
import { cn } from '../../lib/cn';

/** `/employer/listings`: the company's listings with their applications by status. */
export function EmployerListingsPage() {
  const { t } = useTranslation('employer');
  const tShared = useSharedMessage();
  const locale = useLocale();
  const query = useEmployerListings();

  let content;
  if (query.isPending) content = <LoadingSpinner size="lg" text={t('listings.loading')} className="py-16" />;
  else if (query.isError) {
    content = (
      <LoadError
        title={tShared('listings.fetchFailed')}
        message={query.error.message}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border py-12 text-center">
        <ClipboardList className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('listings.emptyTitle')}</p>
        <p className="max-w-md text-muted-foreground">{t('listings.emptyText')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="grid gap-4">
        {query.data.map((listing) => (
          <li key={listing.id}>
            <EmployerListingCard listing={listing} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <title>{t('listings.documentTitle')}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('listings.title')}</h1>
          <p className="text-muted-foreground">{t('listings.intro')}</p>
        </div>
        <Button asChild>
          <Link to={localizePath('/employer/listings/new', locale)}>
            <Plus aria-hidden="true" />
            {t('listings.new')}
          </Link>
        </Button>
      </div>
      {content}
    </>
  );
}

function EmployerListingCard({ listing }: { listing: EmployerListing }) {
  const { t } = useTranslation('employer');
  const { t: tJobs } = useTranslation('browseJobs');
  const { t: tApps } = useTranslation('applications');
  const locale = useLocale();
  const format = useListingFormat();
  const setActive = useSetListingActive();
  const titleId = `employer-listing-${listing.id}`;
  const total = Object.values(listing.applicationCounts).reduce((sum, n) => sum + n, 0);

  const toggle = () =>
    setActive.mutate(
      { id: listing.id, isActive: !listing.isActive },
      {
        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
        onError: (error) => showFailureToast(error, t('listings.toggleFailed')),
      },
    );

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-card border border-border bg-background p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-brand-950">
            {listing.title}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{tJobs(`programTypes.${listing.programType}`)}</span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {listing.location}
            </span>
            <span>{t('listings.updated', { date: format.date(listing.updatedAt) })}</span>
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-sm font-semibold',
            listing.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
          )}
        >
          {listing.isActive ? t('listings.active') : t('listings.inactive')}
        </span>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-muted-foreground">{t('listings.applications', { count: total })}</h3>
        <dl className="flex flex-wrap gap-2">
          {APPLICATION_STATUSES.map((status) => (
            <div
              key={status}
              className="flex items-center gap-1.5 rounded-control border border-border px-2.5 py-1 text-sm"
            >
              <dt>{tApps(`statuses.${status}`)}</dt>
              <dd className="font-semibold tabular-nums">{listing.applicationCounts[status] ?? 0}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={localizePath(`/employer/listings/${listing.id}/edit`, locale)} aria-describedby={titleId}>
            <Pencil aria-hidden="true" />
            {t('listings.edit')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link
            to={`${localizePath('/employer/applications', locale)}?listingId=${listing.id}`}
            aria-describedby={titleId}
          >
            <Eye aria-hidden="true" />
            {t('listings.viewApplications')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" disabled={setActive.isPending} onClick={toggle} aria-describedby={titleId}>
          {setActive.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Power aria-hidden="true" />
          )}
          {listing.isActive ? t('listings.deactivate') : t('listings.activate')}
        </Button>
      </div>
    </article>
  );
}
