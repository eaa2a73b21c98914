import { reviewUrls } from '@azubi/shared/reviews/review-options';
import type { MyReview, ReviewInput } from '@azubi/shared/reviews/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { reviewKeys } from './review-keys';

export type SavedReview = MyReview & { message: string };

/** A new review of a company (`companyId`) or an edit of the candidate's own (`reviewId`). */
export function saveReview(
  target: { companyId: string } | { reviewId: string },
  input: ReviewInput,
): Promise<SavedReview> {
  return 'reviewId' in target
    ? apiFetch<SavedReview>(reviewUrls.myReview(target.reviewId), { method: 'PUT', body: input })
    : apiFetch<SavedReview>(reviewUrls.create(target.companyId), { method: 'POST', body: input });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, input }: { target: { companyId: string } | { reviewId: string }; input: ReviewInput }) =>
      saveReview(target, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.mine() }),
  });
}
