import type { CandidateNote } from '@azubi/shared/candidates/candidate-search';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { SAVED_CANDIDATES_KEY } from './saved-candidates';

const notesKey = (candidateId: string) => ['employer', 'candidate-notes', candidateId] as const;
type NotesAnswer = { notes: CandidateNote[]; message: string };

/** The team's private notes on a candidate, oldest first. */
export function useCandidateNotes(candidateId: string, { initial }: { initial?: CandidateNote[] } = {}) {
  return useQuery({
    queryKey: notesKey(candidateId),
    queryFn: ({ signal }) =>
      apiFetch<CandidateNote[]>(`/api/employer/candidates/${encodeURIComponent(candidateId)}/notes`, { signal }),
    // The saved list brings the notes along: no second request for them.
    initialData: initial,
  });
}

function useStoreNotes(candidateId: string) {
  const queryClient = useQueryClient();
  return (answer: NotesAnswer) => {
    queryClient.setQueryData(notesKey(candidateId), answer.notes);
    void queryClient.invalidateQueries({ queryKey: SAVED_CANDIDATES_KEY });
  };
}

export function useAddCandidateNote(candidateId: string) {
  const store = useStoreNotes(candidateId);
  return useMutation({
    mutationFn: (body: string) =>
      apiFetch<NotesAnswer>(`/api/employer/candidates/${encodeURIComponent(candidateId)}/notes`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: store,
  });
}

export function useDeleteCandidateNote(candidateId: string) {
  const store = useStoreNotes(candidateId);
  return useMutation({
    mutationFn: (noteId: string) =>
      apiFetch<NotesAnswer>(
        `/api/employer/candidates/${encodeURIComponent(candidateId)}/notes/${encodeURIComponent(noteId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: store,
  });
}
