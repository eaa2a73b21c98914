import type { Interview, ScheduleInterviewInput } from '@azubi/shared/interviews/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { interviewKeys } from './interview-keys';

export function scheduleInterview(input: ScheduleInterviewInput): Promise<Interview> {
  return apiFetch<Interview>('/api/interviews', { method: 'POST', body: input });
}

/** Invites a candidate: one time, or several for the candidate to book one. */
export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleInterview,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: interviewKeys.lists() }),
  });
}
