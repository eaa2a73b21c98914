import type { UnreadCount } from '@azubi/shared/messaging/messaging';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { messagingKeys } from '@azubi/shared/messaging/messaging-keys';

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiFetch<UnreadCount>('/api/conversations/unread-count', { signal });
}

/** Unread messages over all conversations, for the header; realtime events set it, a minute's poll backs them up. */
export function useUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: messagingKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
    enabled,
  });
}
