import type { ApplicationStatus, EmployerApplication } from '@azubi/shared/applications/applications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const EMPLOYER_APPLICATIONS_KEY = ['employer', 'applications'] as const;

export interface EmployerApplicationsFilter {
  listingId?: string;
  status?: ApplicationStatus;
}

export function getEmployerApplications(
  filter: EmployerApplicationsFilter,
  signal?: AbortSignal,
): Promise<EmployerApplication[]> {
  const params = new URLSearchParams();
  if (filter.listingId) params.set('listingId', filter.listingId);
  if (filter.status) params.set('status', filter.status);
  const query = params.toString();
  return apiFetch<EmployerApplication[]>(`/api/employer/applications${query ? `?${query}` : ''}`, { signal });
}

export function employerApplicationsQueryOptions(filter: EmployerApplicationsFilter) {
  return queryOptions({
    queryKey: [...EMPLOYER_APPLICATIONS_KEY, filter.listingId ?? '', filter.status ?? ''],
    queryFn: ({ signal }) => getEmployerApplications(filter, signal),
  });
}

/** Applications to the company's listings, filtered by listing and status. */
export function useEmployerApplications(filter: EmployerApplicationsFilter) {
  return useQuery({ ...employerApplicationsQueryOptions(filter), placeholderData: keepPreviousData });
}
