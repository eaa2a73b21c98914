import type { AuthResult, SignUpInput } from '@azubi/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storeSignedIn } from '../../../lib/account/use-me';

export function signUp(input: SignUpInput): Promise<AuthResult> {
  return apiFetch<AuthResult>('/api/auth/sign-up', { method: 'POST', body: input });
}

/** Creates an account; the server signs the new user in. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (result) => storeSignedIn(queryClient, result.me),
  });
}
