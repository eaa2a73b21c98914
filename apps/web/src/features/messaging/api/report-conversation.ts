import type { ReportConversationInput } from '@azubi/shared/messaging/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function reportConversation(
  conversationId: string,
  input: ReportConversationInput,
): Promise<{ message?: string } | undefined> {
  return apiFetch<{ message?: string } | undefined>(`/api/conversations/${encodeURIComponent(conversationId)}/report`, {
    method: 'POST',
    body: input,
  });
}

/** Reports a conversation to the moderators with a reason. */
export function useReportConversation(conversationId: string) {
  return useMutation({ mutationFn: (input: ReportConversationInput) => reportConversation(conversationId, input) });
}
