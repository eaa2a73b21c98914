import type { ClosePlacementInput, Placement } from '@azubi/shared/placements/placements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storePlacement } from './store-placement';

export function closePlacement(id: string, input: ClosePlacementInput): Promise<Placement> {
  return apiFetch<Placement>(`/api/placements/${encodeURIComponent(id)}/close`, { method: 'POST', body: input });
}

/** Either side ends a placement that falls through, with a reason both see. */
export function useClosePlacement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClosePlacementInput) => closePlacement(id, input),
    onSuccess: (placement) => storePlacement(queryClient, placement),
  });
}
