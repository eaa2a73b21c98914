import type { ListingPage } from '@azubi/shared/listings/listing';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** Small pages: candidates often browse on slow mobile connections. */
export const LISTINGS_PAGE_SIZE = 12;

export function getListings(cursor: string | null, signal?: AbortSignal): Promise<ListingPage> {
  const params = new URLSearchParams({ limit: String(LISTINGS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<ListingPage>(`/api/listings?${params.toString()}`, { signal });
}

export function listingsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['listings', 'active'],
    queryFn: ({ pageParam, signal }) => getListings(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Active listings, newest first, one page at a time ("Load more" fetches the next). */
export function useListings() {
  return useInfiniteQuery(listingsQueryOptions());
}
