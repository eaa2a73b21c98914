import type { ProfileView } from '@azubi/shared/candidates/candidate-search';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** The companies that opened the signed-in candidate's profile in the last 30 days. */
export function useProfileViews({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['privacy', 'profile-views'],
    queryFn: ({ signal }) => apiFetch<ProfileView[]>('/api/my/profile-views', { signal }),
    enabled,
  });
}
