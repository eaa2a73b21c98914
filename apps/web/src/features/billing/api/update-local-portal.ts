import type { LocalPortalInput } from '@azubi/shared/billing/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/** PUT /api/payments/local/portal: the local provider's portal cancels the monthly plan at period end, or resumes it. */
export function useUpdateLocalPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LocalPortalInput) =>
      apiFetch<{ message: string }>('/api/payments/local/portal', { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
  });
}
