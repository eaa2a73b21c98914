import type { InterviewList, InterviewListQuery } from '@azubi/shared/interviews/interviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { interviewKeys } from './interview-keys';

export function getInterviews(query: InterviewListQuery, signal?: AbortSignal): Promise<InterviewList> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return apiFetch<InterviewList>(`/api/interviews${search ? `?${search}` : ''}`, { signal });
}

export function interviewsQueryOptions(query: InterviewListQuery) {
  return queryOptions({
    queryKey: interviewKeys.list(query),
    queryFn: ({ signal }) => getInterviews(query, signal),
    // The other side answers in the meantime; ask again now and then.
    staleTime: 30_000,
    refetchInterval: 120_000,
    placeholderData: keepPreviousData,
  });
}

/** The candidate's own interviews, or the whole team's for a company member. */
export function useInterviews(query: InterviewListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...interviewsQueryOptions(query), enabled });
}
