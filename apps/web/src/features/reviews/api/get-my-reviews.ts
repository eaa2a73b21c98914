import { reviewUrls } from '@azubi/shared/reviews/review-options';
import type { MyReviews } from '@azubi/shared/reviews/reviews';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { reviewKeys } from './review-keys';

export function getMyReviews(signal?: AbortSignal): Promise<MyReviews> {
  return apiFetch<MyReviews>(reviewUrls.mine, { signal });
}

/** The candidate's reviews with their states, and the companies they may still review. */
export function useMyReviews() {
  return useQuery({ queryKey: reviewKeys.mine(), queryFn: ({ signal }) => getMyReviews(signal) });
}
