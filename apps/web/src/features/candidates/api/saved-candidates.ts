import type { SavedCandidate } from '@azubi/shared/candidates/candidate-search';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const SAVED_CANDIDATES_KEY = ['employer', 'saved-candidates'] as const;

/** The company's saved candidates with the team's notes. */
export function useSavedCandidates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SAVED_CANDIDATES_KEY,
    queryFn: ({ signal }) => apiFetch<SavedCandidate[]>('/api/employer/saved-candidates', { signal }),
    enabled,
  });
}

/** A save reveals the candidate (unless they stay anonymous): every view of them is fetched again. */
function refreshCandidate(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: SAVED_CANDIDATES_KEY });
  void queryClient.invalidateQueries({ queryKey: ['employer', 'candidate', id] });
  void queryClient.invalidateQueries({ queryKey: ['employer', 'candidates'] });
}

/** `PUT` saves, `DELETE` removes from the saved list (`/api/employer/saved-candidates/:id`). */
export function useSetCandidateSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      apiFetch<{ message: string }>(`/api/employer/saved-candidates/${encodeURIComponent(id)}`, {
        method: saved ? 'PUT' : 'DELETE',
      }),
    onSuccess: (_result, { id }) => refreshCandidate(queryClient, id),
  });
}
