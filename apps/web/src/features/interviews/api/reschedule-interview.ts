import type { Interview, RescheduleInterviewInput } from '@azubi/shared/interviews/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storeInterview } from './update-interview-cache';

export function rescheduleInterview(id: string, input: RescheduleInterviewInput): Promise<Interview> {
  return apiFetch<Interview>(`/api/interviews/${id}/reschedule`, { method: 'POST', body: input });
}

/** A new time from the company; the candidate has to accept it again. */
export function useRescheduleInterview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleInterviewInput) => rescheduleInterview(id, input),
    onSuccess: (interview) => storeInterview(queryClient, interview),
  });
}
