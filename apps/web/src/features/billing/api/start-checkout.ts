import type { CheckoutRequest, CheckoutResponse } from '@azubi/shared/billing/billing';
import { apiFetch } from '../../../lib/api-fetch';

/**
 * POST /api/subscription/checkout (team admins): a checkout for the plan. The same idempotency key
 * (a double click, a retry) or an open checkout for the same plan gives the same checkout back.
 */
export function startCheckout(input: CheckoutRequest): Promise<CheckoutResponse> {
  return apiFetch<CheckoutResponse>('/api/subscription/checkout', { method: 'POST', body: input });
}
