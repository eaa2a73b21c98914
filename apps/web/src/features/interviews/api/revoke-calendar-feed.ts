import type { CalendarFeed } from '@azubi/shared/interviews/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { interviewKeys } from './interview-keys';

export function revokeCalendarFeed(): Promise<CalendarFeed> {
  return apiFetch<CalendarFeed>('/api/calendar-feed', { method: 'DELETE' });
}

/** Stops the private feed: calendars subscribed to it get nothing more. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(interviewKeys.calendarFeed(), { url: null, active: false }),
  });
}
