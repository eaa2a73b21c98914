import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { messagingKeys } from '@azubi/shared/messaging/messaging-keys';

export function setCompanyBlocked(conversationId: string, blocked: boolean): Promise<{ message?: string } | undefined> {
  return apiFetch<{ message?: string } | undefined>(`/api/conversations/${encodeURIComponent(conversationId)}/block`, {
    method: blocked ? 'POST' : 'DELETE',
  });
}

/** The candidate blocks the company of a conversation (it can no longer write) or lifts the block. */
export function useSetCompanyBlocked(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setCompanyBlocked(conversationId, blocked),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}
