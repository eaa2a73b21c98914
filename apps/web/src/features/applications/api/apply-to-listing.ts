import type { CandidateApplication } from '@azubi/shared/applications/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { MY_APPLICATIONS_KEY } from './get-my-applications';

export type ApplicationDraft = { coverLetter: string; includeCv: boolean; documentIds: string[] };

export function applyToListing(listingId: string, draft: ApplicationDraft): Promise<CandidateApplication> {
  return apiFetch<CandidateApplication>(`/api/listings/${encodeURIComponent(listingId)}/applications`, {
    method: 'POST',
    body: draft,
  });
}

/** Sends an application with its cover letter, CV and chosen documents; the candidate's list refreshes. */
export function useApplyToListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ApplicationDraft) => applyToListing(listingId, draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
