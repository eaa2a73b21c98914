import { LoaderCircle, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import type { GermanLevel } from '@azubi/shared/listings/listing';
import type { BrowseFilters } from '@azubi/shared/listings/browse-params';
import { useUsableMark } from '../../../lib/usable-mark';
import { useListings } from '../api/get-listings';
import { ListingCard } from './listing-card';

/**
 * The active listings: loading, error, empty, the cards and "Load more". New cards are added
 * below the ones already seen, so the reader stays where they were; keyboard and screen-reader
 * users are taken to the first new card.
 */
export function ListingList({
  filters = {},
  candidateLevel = null,
  appliedListingIds,
}: {
  filters?: BrowseFilters;
  candidateLevel?: GermanLevel | null;
  appliedListingIds?: ReadonlySet<string>;
}) {
  const { t } = useTranslation('browseJobs');
  const query = useListings(filters);
  useUsableMark(query.isSuccess);
  const filtered = Object.keys(filters).some((key) => key !== 'sort');
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const listings = query.data?.pages.flatMap((page) => page.items) ?? [];
  const count = listings.length;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('article')?.focus({ preventScroll: true });
  }, [count]);

  if (query.isPending) return <LoadingSpinner size="lg" text={t('list.loading')} className="py-20" />;

  if (query.isError && !query.data) {
    return (
      <LoadError
        title={t('list.error.title')}
        message={query.error.message}
        retryLabel={t('list.error.retry')}
        onRetry={() => void query.refetch()}
        className="gap-4 py-16"
      />
    );
  }

  if (count === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{filtered ? t('list.noMatch.title') : t('list.empty.title')}</p>
        <p className="max-w-md text-muted-foreground">{filtered ? t('list.noMatch.text') : t('list.empty.text')}</p>
      </div>
    );
  }

  return (
    <>
      <ul ref={listRef} aria-busy={query.isPlaceholderData} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.id} className="flex">
            <ListingCard
              listing={listing}
              candidateLevel={candidateLevel}
              applied={appliedListingIds?.has(listing.id) ?? false}
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {t('list.shown', { count })}
        </p>
        {query.isFetchNextPageError ? (
          <p role="alert" className="text-destructive">
            {query.error?.message}
          </p>
        ) : null}
        {query.hasNextPage ? (
          <Button
            variant="outline"
            size="lg"
            disabled={query.isFetchingNextPage}
            onClick={() => {
              focusFrom.current = count;
              void query.fetchNextPage();
            }}
          >
            {query.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t('list.allLoaded')}</p>
        )}
      </div>
    </>
  );
}
