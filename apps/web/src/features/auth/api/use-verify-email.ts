import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { ME_QUERY_KEY } from '../../../lib/account/use-me';

export function verifyEmail(token: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/verify-email', { method: 'POST', body: { token } });
}

/** Confirms the e-mail address with the token from the verification link. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
