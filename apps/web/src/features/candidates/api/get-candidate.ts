import type { CandidateView } from '@azubi/shared/candidates/candidate-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function getCandidate(id: string, signal?: AbortSignal): Promise<CandidateView> {
  return apiFetch<CandidateView>(`/api/employer/candidates/${encodeURIComponent(id)}`, { signal });
}

export function candidateQueryOptions(id: string) {
  return queryOptions({ queryKey: ['employer', 'candidate', id], queryFn: ({ signal }) => getCandidate(id, signal) });
}

/** A candidate as the employer may see them (spec §6): anonymised until a relationship reveals them. */
export function useCandidate(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...candidateQueryOptions(id), enabled, retry: false });
}
