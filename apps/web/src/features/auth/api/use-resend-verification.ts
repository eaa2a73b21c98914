import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** Whom to send a new link: the signed-in user (nothing), the holder of an old link, or an address. */
export type ResendVerificationInput = { token?: string; email?: string };

export function resendVerification(input: ResendVerificationInput = {}): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/resend-verification', { method: 'POST', body: input });
}

/** Sends a new verification e-mail. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
