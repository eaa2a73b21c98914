import type { SubscriptionResponse } from '@azubi/shared/billing/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const SUBSCRIPTION_QUERY_KEY = ['billing', 'subscription'] as const;

/** GET /api/subscription: the company's state, invoices and payments (employers and team members). */
export const subscriptionQueryOptions = queryOptions({
  queryKey: SUBSCRIPTION_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<SubscriptionResponse>('/api/subscription', { signal }),
});

/** The company's subscription; shared by the page, the header's chip and the locked panels. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions, enabled });
}
