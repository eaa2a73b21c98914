import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { profilePath, type ProfileItem, type ProfileKind } from './search-profile-kinds';
import { storeProfile } from './update-profile-cache';

export function markProfileSeen<K extends ProfileKind>(kind: K, id: string): Promise<ProfileItem<K>> {
  return apiFetch<ProfileItem<K>>(profilePath(kind, id, 'seen'), { method: 'POST' });
}

/**
 * Marks a profile's matches as seen once they have been opened: the count of new ones goes back
 * to zero (the open list keeps its "New" marks for this visit).
 */
export function useMarkProfileSeen<K extends ProfileKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markProfileSeen(kind, id),
    onSuccess: (item) => storeProfile(queryClient, kind, item),
  });
}
