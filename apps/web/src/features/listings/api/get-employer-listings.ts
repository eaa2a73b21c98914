import type { EmployerListing } from '@azubi/shared/listings/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { EMPLOYER_LISTINGS_KEY, EMPLOYER_LISTINGS_PATH } from '@azubi/shared/listings/employer-listings-keys';

export { EMPLOYER_LISTINGS_KEY };

export function getEmployerListings(signal?: AbortSignal): Promise<EmployerListing[]> {
  return apiFetch<EmployerListing[]>(EMPLOYER_LISTINGS_PATH, { signal });
}

export function employerListingsQueryOptions() {
  return queryOptions({ queryKey: EMPLOYER_LISTINGS_KEY, queryFn: ({ signal }) => getEmployerListings(signal) });
}

/** The company's own listings, active and inactive, each with its applications counted by status. */
export function useEmployerListings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...employerListingsQueryOptions(), enabled });
}
