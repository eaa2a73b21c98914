import type { Me } from '@azubi/shared/auth/schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error';
import { apiFetch } from '../api-fetch';
import { setSessionHint } from './session-hint';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** How often "who is signed in" is asked again after a 429 before it gives up (each after the server's Retry-After). */
const ME_RATE_LIMIT_RETRIES = 3;

/**
 * The signed-in account (role, profile, company), or null when nobody is signed in. Only a 401
 * means signed out: "too many requests" waits as long as the server says and asks again (a
 * 429 never signs anyone out, docs/decisions/README.md "Rate limits for reading"); other failures are thrown.
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      const me = await apiFetch<Me>('/api/me', { signal });
      setSessionHint(true);
      return me;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setSessionHint(false);
        return null;
      }
      if (error instanceof ApiError && error.status === 429 && attempt < ME_RATE_LIMIT_RETRIES) {
        await wait(Math.min(10, Math.max(1, error.retryAfterSeconds ?? 1)) * 1000, signal);
        continue;
      }
      throw error;
    }
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => getMe(signal) });
}

/**
 * The signed-in account; `data` is null when signed out. Pass `enabled: false` to only read what
 * sign-in, sign-up or another page already put in the cache.
 */
export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}

/** After sign-in, sign-up or an accepted invitation: the answer already holds the account. */
export function storeSignedIn(queryClient: QueryClient, me: Me): void {
  setSessionHint(true);
  queryClient.setQueryData(ME_QUERY_KEY, me);
}

/** After sign-out: forget the account. */
export function storeSignedOut(queryClient: QueryClient): void {
  setSessionHint(false);
  queryClient.setQueryData(ME_QUERY_KEY, null);
}
