import type { Interview, RespondInterviewInput } from '@azubi/shared/interviews/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storeInterview } from './update-interview-cache';

export function respondInterview(id: string, input: RespondInterviewInput): Promise<Interview> {
  return apiFetch<Interview>(`/api/interviews/${id}/respond`, { method: 'POST', body: input });
}

/** The candidate accepts (or books one of the offered times), declines or asks for another time. */
export function useRespondInterview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RespondInterviewInput) => respondInterview(id, input),
    onSuccess: (interview) => storeInterview(queryClient, interview),
  });
}
