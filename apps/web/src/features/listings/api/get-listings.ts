import type { ListingPage } from '@azubi/shared/listings/listing';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import {
  browseSearchParams,
  LISTINGS_PAGE_SIZE,
  listingsQueryKey,
  type BrowseFilters,
} from '@azubi/shared/listings/browse-params';

export function getListings(filters: BrowseFilters, cursor: string | null, signal?: AbortSignal): Promise<ListingPage> {
  const params = browseSearchParams(filters);
  params.set('limit', String(LISTINGS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiFetch<ListingPage>(`/api/listings?${params.toString()}`, { signal });
}

export function listingsQueryOptions(filters: BrowseFilters = {}) {
  return infiniteQueryOptions({
    // The server puts the first page under this key into the search page's HTML (render-page.ts).
    queryKey: listingsQueryKey(filters),
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
