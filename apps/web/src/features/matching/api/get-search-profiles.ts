import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { matchingKeys } from './matching-keys';
import { profilePath, type ProfileKind, type ProfileList } from './search-profile-kinds';

export function getSearchProfiles<K extends ProfileKind>(kind: K, signal?: AbortSignal): Promise<ProfileList<K>> {
  return apiFetch<ProfileList<K>>(profilePath(kind), { signal });
}

export function searchProfilesQueryOptions<K extends ProfileKind>(kind: K) {
  return queryOptions({
    queryKey: matchingKeys.list(kind),
    queryFn: ({ signal }) => getSearchProfiles(kind, signal),
  });
}

/** The signed-in candidate's training search profiles, or the company's search alerts, each with its matches. */
export function useSearchProfiles<K extends ProfileKind>(kind: K) {
  return useQuery(searchProfilesQueryOptions(kind));
}
