import type { PlacementStepKey } from '@azubi/shared/placements/placement-steps';
import type { Placement, StepUpdateInput } from '@azubi/shared/placements/placements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storePlacement } from './store-placement';

export function updateStep(id: string, key: PlacementStepKey, input: StepUpdateInput): Promise<Placement> {
  return apiFetch<Placement>(`/api/placements/${encodeURIComponent(id)}/steps/${key}`, {
    method: 'PATCH',
    body: input,
  });
}

/** One field of one step at a time: its state, recorded date, due date or note. */
export function useUpdateStep(id: string, key: PlacementStepKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StepUpdateInput) => updateStep(id, key, input),
    onSuccess: (placement) => storePlacement(queryClient, placement),
  });
}
