import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { EMPLOYER_LISTINGS_KEY } from './get-employer-listings';

export function setListingActive(id: string, isActive: boolean): Promise<{ message: string }> {
  return apiFetch(`/api/employer/listings/${encodeURIComponent(id)}/active`, { method: 'POST', body: { isActive } });
}

/** Activates or deactivates one of the company's listings (an inactive one is not found by candidates). */
export function useSetListingActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setListingActive(id, isActive),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYER_LISTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['listings'] }),
      ]);
    },
  });
}
