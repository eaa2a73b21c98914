import type { Message, SendMessageInput } from '@azubi/shared/messaging/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { addMessagesToCache } from './message-cache';

export function sendMessage(conversationId: string, input: SendMessageInput): Promise<Message> {
  return apiFetch<Message>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body: input,
  });
}

/** Sends one message; the same `clientId` again returns the stored message instead of a second one. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    onSuccess: (message) => addMessagesToCache(queryClient, conversationId, [message]),
  });
}
