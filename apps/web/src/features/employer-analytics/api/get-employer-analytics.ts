import type { EmployerAnalytics } from '@azubi/shared/analytics/employer-analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export interface EmployerAnalyticsFilter {
  from: string;
  to: string;
  listingId?: string;
}

export function getEmployerAnalytics(
  filter: EmployerAnalyticsFilter,
  signal?: AbortSignal,
): Promise<EmployerAnalytics> {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.listingId) params.set('listingId', filter.listingId);
  return apiFetch<EmployerAnalytics>(`/api/employer/analytics?${params.toString()}`, { signal });
}

export function employerAnalyticsQueryOptions(filter: EmployerAnalyticsFilter) {
  return queryOptions({
    queryKey: ['employer', 'analytics', filter.from, filter.to, filter.listingId ?? ''],
    queryFn: ({ signal }) => getEmployerAnalytics(filter, signal),
  });
}

/** The company's views, applications and response times for a period, overall and per listing. */
export function useEmployerAnalytics(filter: EmployerAnalyticsFilter) {
  return useQuery({ ...employerAnalyticsQueryOptions(filter), placeholderData: keepPreviousData });
}
