import type { PlacementStepKey } from '@azubi/shared/placements/placement-steps';
import type { Placement } from '@azubi/shared/placements/placements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storePlacement } from './store-placement';

export function uploadDocument(id: string, key: PlacementStepKey, file: File): Promise<Placement> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<Placement>(`/api/placements/${encodeURIComponent(id)}/steps/${key}/documents`, {
    method: 'POST',
    body,
  });
}

/** The step owner's side attaches a PDF, JPEG or PNG (the server checks the bytes). */
export function useUploadDocument(id: string, key: PlacementStepKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadDocument(id, key, file),
    onSuccess: (placement) => storePlacement(queryClient, placement),
  });
}
