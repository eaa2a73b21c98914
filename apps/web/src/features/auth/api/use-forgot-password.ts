import type { ForgotPasswordInput } from '@azubi/shared/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: input });
}

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
