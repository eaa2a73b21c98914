import type { ResetPasswordInput } from '@azubi/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { ME_QUERY_KEY } from '../../../lib/account/use-me';

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/reset-password', { method: 'POST', body: input });
}

/** Sets a new password with the token from the e-mail; the server ends every session of that user. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
