import type { CandidateProfile } from '@azubi/shared/profile/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** What the apply dialog and the level check need from the candidate's own profile. */
export interface ApplyReadiness {
  approvalStatus: CandidateProfile['approval']['status'];
  germanLevel: CandidateProfile['language']['germanLevel'];
}

export async function getApplyReadiness(signal?: AbortSignal): Promise<ApplyReadiness> {
  const profile = await apiFetch<CandidateProfile>('/api/profile', { signal });
  return { approvalStatus: profile.approval.status, germanLevel: profile.language.germanLevel };
}

export function applyReadinessQueryOptions() {
  return queryOptions({ queryKey: ['profile', 'apply-readiness'], queryFn: ({ signal }) => getApplyReadiness(signal) });
}

/** The signed-in candidate's approval status and German level (only asked for candidates). */
export function useApplyReadiness({ enabled }: { enabled: boolean }) {
  return useQuery({ ...applyReadinessQueryOptions(), enabled });
}
