import type { Placement } from '@azubi/shared/placements/placements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storePlacement } from './store-placement';

/** Where a document downloads (as an attachment, for the two parties only). */
export function documentHref(placementId: string, documentId: string): string {
  return `/api/placements/${encodeURIComponent(placementId)}/documents/${encodeURIComponent(documentId)}`;
}

export function deleteDocument(placementId: string, documentId: string): Promise<Placement> {
  return apiFetch<Placement>(documentHref(placementId, documentId), { method: 'DELETE' });
}

/** Whoever uploaded a document may delete it. */
export function useDeleteDocument(placementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(placementId, documentId),
    onSuccess: (placement) => storePlacement(queryClient, placement),
  });
}
