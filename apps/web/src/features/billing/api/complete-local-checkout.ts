import type { CheckoutStatusResponse } from '@azubi/shared/billing/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/**
 * POST /api/payments/local/:checkoutId/pay or …/cancel: the local provider's "Pay" and "Cancel",
 * which go through the same confirmation code as a provider's webhook.
 */
export function useCompleteLocalCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'pay' | 'cancel') =>
      apiFetch<CheckoutStatusResponse>(`/api/payments/local/${encodeURIComponent(checkoutId)}/${action}`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
  });
}
