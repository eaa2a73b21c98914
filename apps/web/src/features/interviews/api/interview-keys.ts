import type { InterviewListQuery } from '@azubi/shared/interviews/interviews';

/** React Query keys of the interviews feature, in one place so every change refreshes the same entries. */
export const interviewKeys = {
  all: ['interviews'] as const,
  lists: () => [...interviewKeys.all, 'list'] as const,
  list: (query: InterviewListQuery) => [...interviewKeys.lists(), query] as const,
  scheduleContext: (candidateId: string) => [...interviewKeys.all, 'schedule-context', candidateId] as const,
  calendarFeed: () => [...interviewKeys.all, 'calendar-feed'] as const,
};
