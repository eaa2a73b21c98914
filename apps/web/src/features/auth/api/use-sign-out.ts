import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function signOut(): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/sign-out', { method: 'POST' });
}

/**
 * Ends the session on the server. The caller then forgets the account here (`storeSignedOut`),
 * after leaving pages that need it, so they do not first send the visitor to sign in.
 */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
