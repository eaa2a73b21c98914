import { SERVER_QUERY_STATE_ID } from '@azubi/shared/routing/server-rendering';
import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { takeJsonScript } from './take-json-script';

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_MAX_RETRIES = 1;

/**
 * Retries a failed query once (spec: one retry), but only when another try can succeed: a
 * network failure, a timeout, a server error or "too many requests" (after the wait the server
 * named, see queryRetryDelay: a section then loads by itself instead of staying empty). Another 4xx answer, or a search cancelled as too slow, would
 * only fail again, later.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  if (error instanceof ApiError && error.status === 429) return true;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408) return false;
  // A search the database cancelled as too slow would only take as long again (and load it twice).
  if (error instanceof ApiError && error.code === 'QUERY_TOO_SLOW') return false;
  return true;
}

/** How long before a retry: a 429's Retry-After (at most 30 s), else TanStack Query's own back-off. */
export function queryRetryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.status === 429)
    return Math.min(30, Math.max(1, error.retryAfterSeconds ?? 1)) * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * The app's query client. `initialState` is what the server rendered a page with (see
 * takeServerQueryState): the page then starts with the same data and renders as the HTML shows it.
 */
export function createQueryClient(initialState?: DehydratedState): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetryQuery, retryDelay: queryRetryDelay },
    },
  });
  if (initialState) hydrate(client, initialState);
  return client;
}

/**
 * The data the server rendered this page with, once: the element is removed, so a later client
 * (tests, a remount) starts empty. Undefined when the page was not rendered on the server.
 */
export function takeServerQueryState(): DehydratedState | undefined {
  return takeJsonScript(SERVER_QUERY_STATE_ID) as DehydratedState | undefined;
}
