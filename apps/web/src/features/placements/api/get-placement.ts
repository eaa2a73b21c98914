import type { Placement } from '@azubi/shared/placements/placements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { placementKeys } from './placement-keys';

export function getPlacement(id: string, signal?: AbortSignal): Promise<Placement> {
  return apiFetch<Placement>(`/api/placements/${encodeURIComponent(id)}`, { signal });
}

export function placementQueryOptions(id: string) {
  return queryOptions({
    queryKey: placementKeys.detail(id),
    queryFn: ({ signal }) => getPlacement(id, signal),
    staleTime: 30_000,
  });
}

/** One placement with its steps, for either of its two sides. */
export function usePlacement(id: string) {
  return useQuery(placementQueryOptions(id));
}
