import type { TeamInvitation } from '@azubi/shared/companies/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-fetch';
import { TEAM_QUERY_KEY } from './get-team';

type InvitationAnswer = { invitation: TeamInvitation; message: string };

export function resendInvitation(id: string): Promise<InvitationAnswer> {
  return apiFetch<InvitationAnswer>(`/api/employer/team/invitations/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
  });
}

export function revokeInvitation(id: string): Promise<InvitationAnswer> {
  return apiFetch<InvitationAnswer>(`/api/employer/team/invitations/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
  });
}

/** Sends an invitation again (its link works for another period). */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** Revokes an invitation: its link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
