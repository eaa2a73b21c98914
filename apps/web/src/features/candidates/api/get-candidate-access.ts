import type { CandidateAccess } from '@azubi/shared/candidates/candidate-search';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** Whether the company may search candidates (verified, trial or plan running), and if not, why. */
export function useCandidateAccess() {
  return useQuery({
    queryKey: ['employer', 'candidate-access'],
    queryFn: ({ signal }) => apiFetch<CandidateAccess>('/api/employer/candidates/access', { signal }),
  });
}
