import type { CompanySummary } from '@azubi/shared/companies/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function getCompany(signal?: AbortSignal): Promise<CompanySummary> {
  return apiFetch<CompanySummary>('/api/employer/company', { signal });
}

export function companyQueryOptions() {
  return queryOptions({ queryKey: ['employer', 'company'], queryFn: ({ signal }) => getCompany(signal) });
}

/** The company the signed-in employer works for. */
export function useCompany({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companyQueryOptions(), enabled });
}
