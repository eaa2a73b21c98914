import { reviewUrls } from '@azubi/shared/reviews/review-options';
import type { ModerateReviewInput } from '@azubi/shared/reviews/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { reviewKeys } from './review-keys';

export type DecisionTarget = 'review' | 'reply';

export function decideReview(id: string, target: DecisionTarget, input: ModerateReviewInput) {
  const url = target === 'reply' ? reviewUrls.replyDecision(id) : reviewUrls.decision(id);
  return apiFetch<{ message: string }>(url, { method: 'POST', body: input });
}

/** A moderator approves or rejects a review or a company's reply. */
export function useDecideReview(id: string, target: DecisionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerateReviewInput) => decideReview(id, target, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.queue() }),
  });
}
