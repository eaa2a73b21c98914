import type { CalendarFeed } from '@azubi/shared/interviews/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { interviewKeys } from './interview-keys';

export function createCalendarFeed(): Promise<CalendarFeed> {
  return apiFetch<CalendarFeed>('/api/calendar-feed', { method: 'POST' });
}

/** Creates the private feed address, or replaces it (the old one stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(interviewKeys.calendarFeed(), feed),
  });
}
