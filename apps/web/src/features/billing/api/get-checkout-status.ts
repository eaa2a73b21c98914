import type { CheckoutStatusResponse } from '@azubi/shared/billing/billing';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** How often a page waiting for a payment asks again. */
export const CHECKOUT_POLL_MS = 2000;

/**
 * GET /api/subscription/checkout/:checkoutId: open, paid, canceled or failed. Asked every 2 s while
 * open (also in a background tab: the buyer is in the payment's tab), never again once settled.
 */
export function useCheckoutStatus(checkoutId: string | null) {
  return useQuery({
    queryKey: ['billing', 'checkout', checkoutId],
    queryFn: ({ signal }) =>
      apiFetch<CheckoutStatusResponse>(`/api/subscription/checkout/${encodeURIComponent(checkoutId ?? '')}`, {
        signal,
      }),
    enabled: checkoutId !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'open' ? false : CHECKOUT_POLL_MS),
    refetchIntervalInBackground: true,
  });
}
