import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { matchingKeys } from './matching-keys';
import { profilePath, type CheckResult, type ProfileKind } from './search-profile-kinds';
import { storeProfile } from './update-profile-cache';

export function checkSearchProfile<K extends ProfileKind>(kind: K, id: string): Promise<CheckResult<K>> {
  return apiFetch<CheckResult<K>>(profilePath(kind, id, 'check'), { method: 'POST' });
}

/** "Check now": looks for new matches at once (at most once a minute per profile; the server says when it is too soon). */
export function useCheckSearchProfile<K extends ProfileKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => checkSearchProfile(kind, id),
    onSuccess: (result) => {
      storeProfile(queryClient, kind, result.item);
      queryClient.removeQueries({ queryKey: matchingKeys.matches(kind, result.item.profile.id) });
    },
  });
}
