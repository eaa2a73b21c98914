import type { InvitationInfo } from '@azubi/shared/auth/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationInfo> {
  return apiFetch<InvitationInfo>(`/api/auth/invitations/${encodeURIComponent(token)}`, { signal });
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    // Invalid, accepted or expired stays so: the page says so at once instead of asking again.
    retry: false,
    staleTime: 0,
  });
}

/** Company, role and invited address of a team invitation; nothing when there is no token. */
export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ''), enabled: Boolean(token) });
}
