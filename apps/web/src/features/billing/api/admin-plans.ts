import type { AdminPlan, AdminUpdatePlanInput } from '@azubi/shared/billing/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

const ADMIN_PLANS_KEY = ['admin', 'plans'] as const;

/** GET /api/admin/plans: every plan in both languages, with a pending price change (admins). */
export function useAdminPlans() {
  return useQuery({
    queryKey: ADMIN_PLANS_KEY,
    queryFn: ({ signal }) => apiFetch<{ items: AdminPlan[] }>('/api/admin/plans', { signal }),
  });
}

/** PUT /api/admin/plans/:id: names, descriptions, price, on sale or not. */
export function useUpdateAdminPlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUpdatePlanInput) =>
      apiFetch<{ plan: AdminPlan; message: string }>(`/api/admin/plans/${encodeURIComponent(planId)}`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_PLANS_KEY });
      // The public plans (pricing sections, the subscription page) follow the change.
      await queryClient.invalidateQueries({ queryKey: ['billing', 'plans'] });
    },
  });
}
