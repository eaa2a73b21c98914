import type { DeclineReason } from '@azubi/shared/messaging/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { messagingKeys } from '@azubi/shared/messaging/messaging-keys';

type Answer = { message?: string } | undefined;

export function revealProfile(conversationId: string): Promise<Answer> {
  return apiFetch<Answer>(`/api/conversations/${encodeURIComponent(conversationId)}/reveal`, { method: 'POST' });
}

export function declineConversation(conversationId: string, reason: DeclineReason): Promise<Answer> {
  return apiFetch<Answer>(`/api/conversations/${encodeURIComponent(conversationId)}/decline`, {
    method: 'POST',
    body: { reason },
  });
}

function useRefreshConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
  };
}

/** "Reveal my profile": the candidate shows their profile to the conversation's company. */
export function useRevealProfile(conversationId: string) {
  const refresh = useRefreshConversation(conversationId);
  return useMutation({ mutationFn: () => revealProfile(conversationId), onSettled: refresh });
}

/** "Not interested": the candidate closes the conversation with a reason the company sees. */
export function useDeclineConversation(conversationId: string) {
  const refresh = useRefreshConversation(conversationId);
  return useMutation({
    mutationFn: (reason: DeclineReason) => declineConversation(conversationId, reason),
    onSettled: refresh,
  });
}
