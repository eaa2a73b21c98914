import { reviewUrls } from '@azubi/shared/reviews/review-options';
import type { ReviewReplyInput } from '@azubi/shared/reviews/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { reviewKeys } from './review-keys';

export function replyToReview(id: string, input: ReviewReplyInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(reviewUrls.reply(id), { method: 'PUT', body: input });
}

/** The company's one public reply; it waits for a moderator. */
export function useReplyToReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewReplyInput) => replyToReview(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.employer() }),
  });
}
