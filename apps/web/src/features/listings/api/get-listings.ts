import type { ListingPage } from '@azubi/shared/listings/listing';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { browseSearchParams, type BrowseFilters } from './browse-params';

/** Small pages: candidates often browse on slow mobile connections. */
export const LISTINGS_PAGE_SIZE = 12;

export function getListings(filters: BrowseFilters, cursor: string | null, signal?: AbortSignal): Promise<ListingPage> {
  const params = browseSearchParams(filters);
  params.set('limit', String(LISTINGS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiFetch<ListingPage>(`/api/listings?${params.toString()}`, { signal });
}

export function listingsQueryOptions(filters: BrowseFilters = {}) {
  return infiniteQueryOptions({
    queryKey: ['listings', 'active', browseSearchParams(filters).toString()],
    queryFn: ({ pageParam, signal }) => getListings(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * Active listings matching the filters, one page at a time ("Load more" fetches the next). While
 * a changed search loads, the previous results stay on screen.
 */
export function useListings(filters: BrowseFilters = {}) {
  return useInfiniteQuery({ ...listingsQueryOptions(filters), placeholderData: keepPreviousData });
}
