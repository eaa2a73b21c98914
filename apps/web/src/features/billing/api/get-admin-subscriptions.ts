import type { AdminSubscriptionsResponse } from '@azubi/shared/billing/billing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const ADMIN_SUBSCRIPTIONS_KEY = ['admin', 'subscriptions'] as const;

/** GET /api/admin/subscriptions?q=: every company with its state, plan, period end and payments (admins). */
export function useAdminSubscriptions(q: string) {
  return useQuery({
    queryKey: [...ADMIN_SUBSCRIPTIONS_KEY, q],
    queryFn: ({ signal }) =>
      apiFetch<AdminSubscriptionsResponse>(`/api/admin/subscriptions${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
