import type { ProfileKind } from './search-profile-kinds';

/** React Query keys of the matching feature, in one place so every change refreshes the same entries. */
export const matchingKeys = {
  all: ['matching'] as const,
  list: (kind: ProfileKind) => [...matchingKeys.all, kind, 'list'] as const,
  matches: (kind: ProfileKind, id: string) => [...matchingKeys.all, kind, 'matches', id] as const,
};
