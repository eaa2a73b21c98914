import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { matchingKeys } from './matching-keys';
import { profilePath, type ProfileInput, type ProfileItem, type ProfileKind } from './search-profile-kinds';
import { storeProfile } from './update-profile-cache';

export function updateSearchProfile<K extends ProfileKind>(
  kind: K,
  id: string,
  input: ProfileInput<K>,
): Promise<ProfileItem<K>> {
  return apiFetch<ProfileItem<K>>(profilePath(kind, id), { method: 'PUT', body: input });
}

/** Saves every field of a profile (an edit, or pause and resume with `isActive`). */
export function useUpdateSearchProfile<K extends ProfileKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProfileInput<K> }) => updateSearchProfile(kind, id, input),
    onSuccess: (item) => {
      storeProfile(queryClient, kind, item);
      // Changed criteria change the matches: pages loaded with "load more" start again.
      queryClient.removeQueries({ queryKey: matchingKeys.matches(kind, item.profile.id) });
    },
  });
}
