import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { matchingKeys } from './matching-keys';
import { profilePath, type MatchPage, type ProfileKind } from './search-profile-kinds';

export function getProfileMatches<K extends ProfileKind>(
  kind: K,
  id: string,
  cursor: string,
  signal?: AbortSignal,
): Promise<MatchPage<K>> {
  const query = new URLSearchParams({ cursor });
  return apiFetch<MatchPage<K>>(`${profilePath(kind, id, 'matches')}?${query.toString()}`, { signal });
}

/**
 * More of a profile's matches ("Load more"), after the first ones its list entry carries: starts
 * at that entry's `nextCursor` and loads nothing until `enabled`.
 */
export function useMoreProfileMatches<K extends ProfileKind>(
  kind: K,
  id: string,
  firstCursor: string | null,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: [...matchingKeys.matches(kind, id), firstCursor],
    queryFn: ({ pageParam, signal }) => getProfileMatches(kind, id, pageParam ?? '', signal),
    initialPageParam: firstCursor,
    getNextPageParam: (lastPage: MatchPage<K>) => lastPage.nextCursor,
    enabled: enabled && firstCursor !== null,
  });
}
