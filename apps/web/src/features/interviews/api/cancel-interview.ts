import type { CancelInterviewInput, Interview } from '@azubi/shared/interviews/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storeInterview } from './update-interview-cache';

export function cancelInterview(id: string, input: CancelInterviewInput): Promise<Interview> {
  return apiFetch<Interview>(`/api/interviews/${id}/cancel`, { method: 'POST', body: input });
}

/** Either side cancels, with a reason the other side sees. */
export function useCancelInterview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelInterviewInput) => cancelInterview(id, input),
    onSuccess: (interview) => storeInterview(queryClient, interview),
  });
}
