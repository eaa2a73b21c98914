import type { NotificationList } from '@azubi/shared/notifications/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The bell asks again every minute while the page is open. */
const REFRESH_MS = 60_000;

export function getNotifications(cursor: string | null, signal?: AbortSignal): Promise<NotificationList> {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<NotificationList>(`/api/notifications?${params.toString()}`, { signal });
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list'],
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 30_000,
    refetchInterval: REFRESH_MS,
  });
}

/** The signed-in user's notifications, newest first, with the unread count (on every page). */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
}
