import type { ListingDetail } from '@azubi/shared/listings/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function getListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return apiFetch<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`, { signal });
}

export function listingQueryOptions(id: string) {
  return queryOptions({ queryKey: ['listings', 'detail', id], queryFn: ({ signal }) => getListing(id, signal) });
}

/** One listing with its company (inactive ones only for the company's own team). */
export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
