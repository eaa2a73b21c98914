import type { CandidateApplication } from '@azubi/shared/applications/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { MY_APPLICATIONS_KEY } from './get-my-applications';

export function applyToListing(listingId: string, coverLetter: string): Promise<CandidateApplication> {
  return apiFetch<CandidateApplication>(`/api/listings/${encodeURIComponent(listingId)}/applications`, {
    method: 'POST',
    body: { coverLetter },
  });
}

/** Sends an application with its cover letter; the candidate's list refreshes. */
export function useApplyToListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coverLetter: string) => applyToListing(listingId, coverLetter),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
