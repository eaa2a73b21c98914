import type { Interview, InterviewOutcomeInput } from '@azubi/shared/interviews/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storeInterview } from './update-interview-cache';

export function recordOutcome(id: string, input: InterviewOutcomeInput): Promise<Interview> {
  return apiFetch<Interview>(`/api/interviews/${id}/outcome`, { method: 'PUT', body: input });
}

/** The team's private note after a completed interview. */
export function useRecordOutcome(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewOutcomeInput) => recordOutcome(id, input),
    onSuccess: (interview) => storeInterview(queryClient, interview),
  });
}
