import type { TeamRole } from '@azubi/shared/companies/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-fetch';
import { TEAM_QUERY_KEY } from './get-team';

type Message = { message: string };

export function changeMemberRole({ userId, role }: { userId: string; role: TeamRole }): Promise<Message> {
  return apiFetch<Message>(`/api/employer/team/members/${encodeURIComponent(userId)}/role`, {
    method: 'PUT',
    body: { role },
  });
}

export function removeTeamMember(userId: string): Promise<Message> {
  return apiFetch<Message>(`/api/employer/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/**
 * Changes a member's role. The account refreshes too: an admin who made themselves a member
 * no longer manages the team.
 */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    // Not awaited: the removed row unmounts once the list reloads, and the caller's own callbacks
    // (the toast saying who was removed) must run before that.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}

/** Removes someone from the team (an admin removing themselves leaves it). */
export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    // Not awaited: the removed row unmounts once the list reloads, and the caller's own callbacks
    // (the toast saying who was removed) must run before that.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}
