import type { Placement } from '@azubi/shared/placements/placements';
import type { QueryClient } from '@tanstack/react-query';
import { placementKeys } from './placement-keys';

/** Every change answers with the whole placement: keep it, and let the lists ask again. */
export function storePlacement(queryClient: QueryClient, placement: Placement): void {
  queryClient.setQueryData(placementKeys.detail(placement.id), placement);
  void queryClient.invalidateQueries({ queryKey: placementKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: placementKeys.stats() });
}
