import type { ConversationList } from '@azubi/shared/messaging/messaging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { messagingKeys } from '@azubi/shared/messaging/messaging-keys';

export function getConversations(q: string, signal?: AbortSignal): Promise<ConversationList> {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  const query = params.toString();
  return apiFetch<ConversationList>(`/api/conversations${query ? `?${query}` : ''}`, { signal });
}

export function conversationsQueryOptions(q: string) {
  return queryOptions({
    queryKey: messagingKeys.conversationList(q.trim()),
    queryFn: ({ signal }) => getConversations(q, signal),
    // Realtime events refresh it; without a connection, ask again now and then.
    staleTime: 30_000,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The reader's conversations (the candidate's own, or the whole company's), unread first, then newest. */
export function useConversations(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...conversationsQueryOptions(q), enabled });
}
