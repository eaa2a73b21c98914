import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_MAX_RETRIES = 1;

/**
 * Retries a failed query once (spec: one retry), but only when another try can succeed: a
 * network failure, a timeout or a server error. A 4xx answer would only fail again, later.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408) return false;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetryQuery },
    },
  });
}
