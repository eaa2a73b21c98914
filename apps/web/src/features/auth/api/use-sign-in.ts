import type { AuthResult, SignInInput } from '@azubi/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storeSignedIn } from '../../../lib/account/use-me';

export function signIn(input: SignInInput): Promise<AuthResult> {
  return apiFetch<AuthResult>('/api/auth/sign-in', { method: 'POST', body: input });
}

/** Signs in with e-mail and password (and accepts an invitation when its token is given). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => storeSignedIn(queryClient, result.me),
  });
}
