import type { ImprintResponse } from '@azubi/shared/site/imprint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** GET /api/site/imprint: the provider's legal details, as configured on the server. */
export function getImprint(signal?: AbortSignal): Promise<ImprintResponse> {
  return apiFetch<ImprintResponse>('/api/site/imprint', { signal });
}

export const imprintQueryOptions = queryOptions({
  queryKey: ['site', 'imprint'],
  queryFn: ({ signal }) => getImprint(signal),
  // Changes only with a new deployment.
  staleTime: 60 * 60 * 1000,
});

export function useImprint() {
  return useQuery(imprintQueryOptions);
}
