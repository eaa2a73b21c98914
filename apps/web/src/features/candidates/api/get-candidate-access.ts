import type { CandidateAccess } from '@azubi/shared/candidates/candidate-search';
import { CANDIDATE_ACCESS_KEY, CANDIDATE_ACCESS_PATH } from '@azubi/shared/candidates/candidate-search-keys';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** Whether the company may search candidates (verified, trial or plan running), and if not, why. */
export function useCandidateAccess() {
  return useQuery({
    queryKey: CANDIDATE_ACCESS_KEY,
    queryFn: ({ signal }) => apiFetch<CandidateAccess>(CANDIDATE_ACCESS_PATH, { signal }),
  });
}
