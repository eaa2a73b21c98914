import type { ConversationDetail, Message } from '@azubi/shared/messaging/messaging';
import type { QueryClient } from '@tanstack/react-query';
import { mergeMessages } from '../merge-messages';
import { outbox } from '../outbox';
import type { ConversationMessages } from './get-messages';
import { messagingKeys } from '@azubi/shared/messaging/messaging-keys';

/**
 * Puts messages where the open conversation reads them (each once, in order), takes any of them
 * out of the offline outbox, and has the conversation list and the header count asked again.
 */
export function addMessagesToCache(queryClient: QueryClient, conversationId: string, messages: readonly Message[]) {
  if (messages.length === 0) return;
  for (const message of messages) outbox.remove(message.clientId);
  queryClient.setQueryData<ConversationMessages>(messagingKeys.messages(conversationId), (data) =>
    data ? { ...data, items: mergeMessages(data.items, messages) } : data,
  );
  const newest = messages.reduce((max, message) => Math.max(max, message.seq), 0);
  queryClient.setQueryData<ConversationDetail>(messagingKeys.conversation(conversationId), (detail) =>
    detail && newest > detail.lastSeq ? { ...detail, lastSeq: newest } : detail,
  );
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
}
