import type { QueryClient } from '@tanstack/react-query';
import { matchingKeys } from './matching-keys';
import type { ProfileItem, ProfileKind, ProfileList } from './search-profile-kinds';

/** Puts a created or changed profile (with its matches) into the loaded list: in its place, or at the end. */
export function storeProfile<K extends ProfileKind>(queryClient: QueryClient, kind: K, item: ProfileItem<K>): void {
  queryClient.setQueryData<ProfileList<K>>(matchingKeys.list(kind), (list) => {
    if (!list) return list;
    const items = list.items as ProfileItem<K>[];
    const known = items.some((entry) => entry.profile.id === item.profile.id);
    return {
      ...list,
      items: known ? items.map((entry) => (entry.profile.id === item.profile.id ? item : entry)) : [...items, item],
    } as ProfileList<K>;
  });
}

/** Takes a deleted profile out of the loaded list. */
export function forgetProfile(queryClient: QueryClient, kind: ProfileKind, id: string): void {
  queryClient.setQueryData<ProfileList<ProfileKind>>(matchingKeys.list(kind), (list) =>
    list ? ({ ...list, items: list.items.filter((entry) => entry.profile.id !== id) } as typeof list) : list,
  );
  queryClient.removeQueries({ queryKey: matchingKeys.matches(kind, id) });
}
