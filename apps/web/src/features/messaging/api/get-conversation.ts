import type { ConversationDetail } from '@azubi/shared/messaging/messaging';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { messagingKeys } from '@azubi/shared/messaging/messaging-keys';

export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return apiFetch<ConversationDetail>(`/api/conversations/${encodeURIComponent(id)}`, { signal });
}

/** One conversation with the reader's side, how far each side has seen, and whether the reader may write. */
export function useConversation(id: string) {
  return useQuery({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    staleTime: 30_000,
    retry: (count, error) => count < 1 && !('status' in error && (error.status === 404 || error.status === 403)),
  });
}
