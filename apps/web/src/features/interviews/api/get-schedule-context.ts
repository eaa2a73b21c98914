import type { ScheduleContext } from '@azubi/shared/interviews/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { interviewKeys } from './interview-keys';

export function getScheduleContext(candidateId: string, signal?: AbortSignal): Promise<ScheduleContext> {
  return apiFetch<ScheduleContext>(`/api/interviews/schedule-context?candidateId=${encodeURIComponent(candidateId)}`, {
    signal,
  });
}

/** What the schedule form needs: the candidate's zone, the team's interviewers, the company's zone. */
export function useScheduleContext(candidateId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: interviewKeys.scheduleContext(candidateId),
    queryFn: ({ signal }) => getScheduleContext(candidateId, signal),
    enabled,
  });
}
