import type { AuthResult } from '@azubi/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storeSignedIn } from '../../../lib/account/use-me';

export function acceptInvitation(token: string): Promise<AuthResult> {
  return apiFetch<AuthResult>(`/api/auth/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}

/** The signed-in user joins the inviting company. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (result) => storeSignedIn(queryClient, result.me),
  });
}
