import type { Me } from '@azubi/shared/auth/schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { apiFetch } from '../../../lib/api-fetch';
import { setSessionHint } from '../session-hint';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** The signed-in account (role, profile, company), or null when nobody is signed in. */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const me = await apiFetch<Me>('/api/me', { signal });
    setSessionHint(true);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setSessionHint(false);
      return null;
    }
    throw error;
  }
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
