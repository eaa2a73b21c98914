import type { AdminEndPlanInput, AdminExtendTrialInput, AdminGrantPlanInput } from '@azubi/shared/billing/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { ADMIN_SUBSCRIPTIONS_KEY } from './get-admin-subscriptions';

export type AdminSubscriptionChange =
  | { action: 'extend-trial'; input: AdminExtendTrialInput }
  | { action: 'grant'; input: AdminGrantPlanInput }
  | { action: 'end'; input: AdminEndPlanInput };

/**
 * POST /api/admin/subscriptions/:companyId/extend-trial | grant | end (admins, with a reason that
 * is audited). Answers `{ message }` in the admin's language.
 */
export function useChangeAdminSubscription(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, input }: AdminSubscriptionChange) =>
      apiFetch<{ message: string }>(`/api/admin/subscriptions/${encodeURIComponent(companyId)}/${action}`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SUBSCRIPTIONS_KEY }),
  });
}
