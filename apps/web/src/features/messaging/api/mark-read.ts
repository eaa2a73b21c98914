import type { ConversationDetail, ConversationList } from '@azubi/shared/messaging/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { messagingKeys } from '@azubi/shared/messaging/messaging-keys';

export function markRead(conversationId: string, seq: number): Promise<void> {
  return apiFetch<void>(`/api/conversations/${encodeURIComponent(conversationId)}/read`, {
    method: 'POST',
    body: { seq },
  });
}

/** Tells the server how far the reader has seen; the list's badge for it drops at once. */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => markRead(conversationId, seq),
    onMutate: (seq) => {
      queryClient.setQueryData<ConversationDetail>(messagingKeys.conversation(conversationId), (detail) =>
        detail ? { ...detail, mySeenSeq: Math.max(detail.mySeenSeq, seq), unreadCount: 0 } : detail,
      );
      queryClient.setQueriesData<ConversationList>({ queryKey: messagingKeys.conversations() }, (list) =>
        list
          ? {
              items: list.items.map((item) => (item.id === conversationId ? { ...item, unreadCount: 0 } : item)),
            }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.unread() }),
  });
}
