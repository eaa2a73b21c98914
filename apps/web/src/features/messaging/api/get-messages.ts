import type { Message, MessagePage } from '@azubi/shared/messaging/messaging';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { mergeMessages } from '../merge-messages';
import { FIRST_MESSAGES_LIMIT, messagingKeys } from '@azubi/shared/messaging/messaging-keys';

/** What the page holds of one conversation: its messages in order, and whether older ones exist. */
export type ConversationMessages = { items: Message[]; hasOlder: boolean };

export function getMessages(
  conversationId: string,
  params: { after?: number; before?: number; limit?: number },
  signal?: AbortSignal,
): Promise<MessagePage> {
  const search = new URLSearchParams();
  if (params.after !== undefined) search.set('after', String(params.after));
  if (params.before !== undefined) search.set('before', String(params.before));
  search.set('limit', String(params.limit ?? 50));
  return apiFetch<MessagePage>(`/api/conversations/${encodeURIComponent(conversationId)}/messages?${search}`, {
    signal,
  });
}

/**
 * Everything after `after`, page by page, in order: the catch-up after a reconnect (like a Zulip
 * client asking for the events after its `last_event_id`).
 */
export async function getMessagesAfter(conversationId: string, after: number): Promise<Message[]> {
  const collected: Message[] = [];
  let cursor = after;
  for (let page = 0; page < 50; page += 1) {
    const result = await getMessages(conversationId, { after: cursor, limit: 100 });
    collected.push(...result.items);
    const last = result.items.at(-1);
    if (!result.hasMore || !last) break;
    cursor = last.seq;
  }
  return collected;
}

/** The newest messages of a conversation; realtime events and catch-up add to the same entry. */
export function useConversationMessages(conversationId: string) {
  return useQuery({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: async ({ signal }): Promise<ConversationMessages> => {
      const page = await getMessages(conversationId, { limit: FIRST_MESSAGES_LIMIT }, signal);
      return { items: page.items, hasOlder: page.hasMore };
    },
    // Kept fresh by events and catch-up, not by refetching (a refetch would drop older pages).
    staleTime: Infinity,
    retry: 1,
  });
}

/** Loads the messages before the oldest one held. */
export function useLoadOlderMessages(conversationId: string) {
  const queryClient = useQueryClient();
  return async () => {
    const key = messagingKeys.messages(conversationId);
    const current = queryClient.getQueryData<ConversationMessages>(key);
    const oldest = current?.items[0]?.seq;
    if (!current || oldest === undefined) return;
    const page = await getMessages(conversationId, { before: oldest, limit: 50 });
    queryClient.setQueryData<ConversationMessages>(key, (data) =>
      data ? { items: mergeMessages(data.items, page.items), hasOlder: page.hasMore } : data,
    );
  };
}
