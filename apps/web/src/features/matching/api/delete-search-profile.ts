import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { profilePath, type ProfileKind } from './search-profile-kinds';
import { forgetProfile } from './update-profile-cache';

export function deleteSearchProfile(kind: ProfileKind, id: string): Promise<void> {
  return apiFetch<void>(profilePath(kind, id), { method: 'DELETE' });
}

/** Deletes a profile with its matches. */
export function useDeleteSearchProfile(kind: ProfileKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSearchProfile(kind, id),
    onSuccess: (_, id) => forgetProfile(queryClient, kind, id),
  });
}
