import type { CandidateApplication } from '@azubi/shared/applications/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '../../../lib/api-fetch';

export const MY_APPLICATIONS_KEY = ['applications', 'mine'] as const;

export function getMyApplications(signal?: AbortSignal): Promise<CandidateApplication[]> {
  return apiFetch<CandidateApplication[]>('/api/my/applications', { signal });
}

export function myApplicationsQueryOptions() {
  return queryOptions({ queryKey: MY_APPLICATIONS_KEY, queryFn: ({ signal }) => getMyApplications(signal) });
}

/** The signed-in candidate's applications, newest first, each with its status history. */
export function useMyApplications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myApplicationsQueryOptions(), enabled });
}

/** The places the candidate has applied to and not withdrawn from, for "Applied" on cards. */
export function useAppliedListingIds({ enabled = true }: { enabled?: boolean } = {}): ReadonlySet<string> {
  const data = useMyApplications({ enabled }).data;
  return useMemo(
    () => new Set((data ?? []).filter((item) => item.status !== 'withdrawn').map((item) => item.listing.id)),
    [data],
  );
}
