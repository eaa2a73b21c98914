import type { InvitationResult, InviteTeamMemberInput } from '@azubi/shared/companies/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-fetch';
import { TEAM_QUERY_KEY } from './get-team';

export function inviteTeamMember(input: InviteTeamMemberInput): Promise<InvitationResult> {
  return apiFetch<InvitationResult>('/api/employer/team/invitations', { method: 'POST', body: input });
}

/** Invites someone by e-mail; the answer says whether the e-mail went out. */
export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
