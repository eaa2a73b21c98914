import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { profilePath, type ProfileInput, type ProfileItem, type ProfileKind } from './search-profile-kinds';
import { storeProfile } from './update-profile-cache';

export function createSearchProfile<K extends ProfileKind>(kind: K, input: ProfileInput<K>): Promise<ProfileItem<K>> {
  return apiFetch<ProfileItem<K>>(profilePath(kind), { method: 'POST', body: input });
}

/** Saves a new profile; the answer already holds the matches it has now. */
export function useCreateSearchProfile<K extends ProfileKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput<K>) => createSearchProfile(kind, input),
    onSuccess: (item) => storeProfile(queryClient, kind, item),
  });
}
