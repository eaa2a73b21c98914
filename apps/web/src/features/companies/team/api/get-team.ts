import type { Team } from '@azubi/shared/companies/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-fetch';

export const TEAM_QUERY_KEY = ['employer', 'team'] as const;

export function getTeam(signal?: AbortSignal): Promise<Team> {
  return apiFetch<Team>('/api/employer/team', { signal });
}

export function teamQueryOptions() {
  return queryOptions({ queryKey: TEAM_QUERY_KEY, queryFn: ({ signal }) => getTeam(signal) });
}

/** The company's members and invitations (team admins only). */
export function useTeam({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamQueryOptions(), enabled });
}
