import { reviewUrls } from '@azubi/shared/reviews/review-options';
import type { EmployerReviews } from '@azubi/shared/reviews/reviews';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { reviewKeys } from './review-keys';

export function getEmployerReviews(signal?: AbortSignal): Promise<EmployerReviews> {
  return apiFetch<EmployerReviews>(reviewUrls.employer, { signal });
}

/** The approved reviews of the signed-in member's company, with their reply and report state. */
export function useEmployerReviews({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: reviewKeys.employer(), queryFn: ({ signal }) => getEmployerReviews(signal), enabled });
}
