import { reviewUrls } from '@azubi/shared/reviews/review-options';
import type { ReportReviewInput } from '@azubi/shared/reviews/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { reviewKeys } from './review-keys';

export function reportReview(id: string, input: ReportReviewInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(reviewUrls.report(id), { method: 'POST', body: input });
}

/** The company reports a review to the moderators; it stays visible until they decide. */
export function useReportReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportReviewInput) => reportReview(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.employer() }),
  });
}
