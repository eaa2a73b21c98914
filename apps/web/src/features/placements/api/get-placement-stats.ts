import type { PlacementStats } from '@azubi/shared/placements/placements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { placementKeys } from './placement-keys';

export function getPlacementStats(signal?: AbortSignal): Promise<PlacementStats> {
  return apiFetch<PlacementStats>('/api/employer/placement-stats', { signal });
}

export function placementStatsQueryOptions() {
  return queryOptions({ queryKey: placementKeys.stats(), queryFn: ({ signal }) => getPlacementStats(signal) });
}

/** The company's time from acceptance to arrival and the median days per step. */
export function usePlacementStats() {
  return useQuery(placementStatsQueryOptions());
}
