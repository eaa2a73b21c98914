import type { PlacementListQuery } from '@azubi/shared/placements/placements';

/** React Query keys of the placements feature, in one place so every change refreshes the same entries. */
export const placementKeys = {
  all: ['placements'] as const,
  lists: () => [...placementKeys.all, 'list'] as const,
  list: (query: PlacementListQuery) => [...placementKeys.lists(), query] as const,
  detail: (id: string) => [...placementKeys.all, 'detail', id] as const,
  stats: () => [...placementKeys.all, 'stats'] as const,
};
