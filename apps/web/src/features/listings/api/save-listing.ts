import type { EmployerListing } from '@azubi/shared/listings/listing';
import type { ListingInput } from '@azubi/shared/listings/listing-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { EMPLOYER_LISTINGS_KEY } from './get-employer-listings';

export function createListing(input: ListingInput): Promise<EmployerListing> {
  return apiFetch<EmployerListing>('/api/employer/listings', { method: 'POST', body: input });
}

export function updateListing(id: string, input: ListingInput): Promise<EmployerListing> {
  return apiFetch<EmployerListing>(`/api/employer/listings/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

/** Creates a listing (no id) or saves changes to one; the company's list and the browser refresh. */
export function useSaveListing(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingInput) => (id ? updateListing(id, input) : createListing(input)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYER_LISTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['listings'] }),
      ]);
    },
  });
}
