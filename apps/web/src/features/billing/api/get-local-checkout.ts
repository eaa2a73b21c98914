import type { LocalCheckout } from '@azubi/shared/billing/billing';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const localCheckoutQueryKey = (checkoutId: string) => ['billing', 'local-checkout', checkoutId] as const;

/** GET /api/payments/local/:checkoutId: what the local provider's confirm page shows. */
export function useLocalCheckout(checkoutId: string) {
  return useQuery({
    queryKey: localCheckoutQueryKey(checkoutId),
    queryFn: ({ signal }) =>
      apiFetch<LocalCheckout>(`/api/payments/local/${encodeURIComponent(checkoutId)}`, { signal }),
    staleTime: 0,
    retry: false,
  });
}
