import type { SiteStats } from '@azubi/shared/site/site-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** GET /api/site/stats: the landing page's figures, rounded down, null below their thresholds. */
export function getSiteStats(signal?: AbortSignal): Promise<SiteStats> {
  return apiFetch<SiteStats>('/api/site/stats', { signal });
}

export const siteStatsQueryOptions = queryOptions({
  queryKey: ['site', 'stats'],
  queryFn: ({ signal }) => getSiteStats(signal),
});

/**
 * The figures. The server renders the landing page with them and sends them along (the page's query
 * state), so the browser starts with the same figures and hydrates what the HTML shows.
 */
export function useSiteStats() {
  return useQuery(siteStatsQueryOptions);
}
