import type { PlacementList, PlacementListQuery } from '@azubi/shared/placements/placements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { placementKeys } from './placement-keys';

export function getPlacements(query: PlacementListQuery, signal?: AbortSignal): Promise<PlacementList> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return apiFetch<PlacementList>(`/api/placements${search ? `?${search}` : ''}`, { signal });
}

export function placementsQueryOptions(query: PlacementListQuery = {}) {
  return queryOptions({
    queryKey: placementKeys.list(query),
    queryFn: ({ signal }) => getPlacements(query, signal),
    // The other side works on the same placement; look again now and then.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The candidate's own placements, or every placement of the company for its people. */
export function usePlacements(query: PlacementListQuery = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...placementsQueryOptions(query), enabled });
}
