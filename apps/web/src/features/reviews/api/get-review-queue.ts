import { reviewUrls } from '@azubi/shared/reviews/review-options';
import type { ModerationReview } from '@azubi/shared/reviews/reviews';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { reviewKeys } from './review-keys';

export async function getReviewQueue(signal?: AbortSignal): Promise<ModerationReview[]> {
  return (await apiFetch<{ items: ModerationReview[] }>(reviewUrls.moderation, { signal })).items;
}

/** The moderation queue at /admin/reviews, oldest waiting first. */
export function useReviewQueue() {
  return useQuery({ queryKey: reviewKeys.queue(), queryFn: ({ signal }) => getReviewQueue(signal) });
}
