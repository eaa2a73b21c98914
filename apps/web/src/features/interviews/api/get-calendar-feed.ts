import type { CalendarFeed } from '@azubi/shared/interviews/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { interviewKeys } from './interview-keys';

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return apiFetch<CalendarFeed>('/api/calendar-feed', { signal });
}

/** Whether the reader has a private calendar feed (its address only right after it is created). */
export function useCalendarFeed() {
  return useQuery({ queryKey: interviewKeys.calendarFeed(), queryFn: ({ signal }) => getCalendarFeed(signal) });
}
