import type { PortalResponse } from '@azubi/shared/billing/billing';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** POST /api/subscription/portal (team admins, monthly plan): where to manage the card or cancel. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiFetch<PortalResponse>('/api/subscription/portal', { method: 'POST' }),
  });
}
