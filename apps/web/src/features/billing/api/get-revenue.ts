import type { AdminRevenueResponse } from '@azubi/shared/billing/billing';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** GET /api/admin/revenue: succeeded payments per month, newest first (admins). */
export function useRevenue() {
  return useQuery({
    queryKey: ['admin', 'revenue'],
    queryFn: ({ signal }) => apiFetch<AdminRevenueResponse>('/api/admin/revenue', { signal }),
  });
}
