import type { PendingCounts } from '@azubi/shared/moderation/pending-counts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../../lib/api-fetch';

export const PENDING_COUNTS_KEY = ['admin', 'pending-counts'] as const;

/**
 * What waits in each staff queue (`GET /api/admin/pending-counts`, moderators and admins), for the
 * admin area's navigation. Asked again after every decision taken on the page (any mutation that
 * succeeds), every minute, and when the window regains focus.
 */
export function usePendingCounts(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success')
        void queryClient.invalidateQueries({ queryKey: PENDING_COUNTS_KEY });
    });
  }, [enabled, queryClient]);
  return useQuery({
    queryKey: PENDING_COUNTS_KEY,
    queryFn: ({ signal }) => apiFetch<PendingCounts>('/api/admin/pending-counts', { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}
