import type { StartConversationInput, StartConversationResult } from '@azubi/shared/messaging/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { messagingKeys } from '@azubi/shared/messaging/messaging-keys';
import { CANDIDATE_ACCESS_KEY } from '@azubi/shared/candidates/candidate-search-keys';

export function startConversation(input: StartConversationInput): Promise<StartConversationResult> {
  return apiFetch<StartConversationResult>('/api/conversations', { method: 'POST', body: input });
}

/** A first message to a candidate (or, for a candidate, about their application); an existing conversation gets it added. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversation.id) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      // The company's first contacts left today (the candidate search shows them).
      void queryClient.invalidateQueries({ queryKey: CANDIDATE_ACCESS_KEY });
    },
  });
}
