import type { EmployerListing } from '@azubi/shared/listings/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const EMPLOYER_LISTINGS_KEY = ['employer', 'listings'] as const;

export function getEmployerListings(signal?: AbortSignal): Promise<EmployerListing[]> {
  return apiFetch<EmployerListing[]>('/api/employer/listings', { signal });
}

export function employerListingsQueryOptions() {
  return queryOptions({ queryKey: EMPLOYER_LISTINGS_KEY, queryFn: ({ signal }) => getEmployerListings(signal) });
}

/** The company's own listings, active and inactive, each with its applications counted by status. */
export function useEmployerListings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...employerListingsQueryOptions(), enabled });
}
