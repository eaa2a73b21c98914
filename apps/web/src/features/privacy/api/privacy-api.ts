import type { DeleteAccountInput, PrivacySettings } from '@azubi/shared/privacy/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const PRIVACY_QUERY_KEY = ['privacy', 'settings'] as const;

/** The candidate's sharing flags (`GET /api/privacy/settings`). */
export function usePrivacySettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: PRIVACY_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<PrivacySettings>('/api/privacy/settings', { signal }),
    enabled,
  });
}

export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) =>
      apiFetch<PrivacySettings & { message: string }>('/api/privacy/settings', { method: 'PUT', body: settings }),
    onSuccess: ({ shareProfile, shareDocuments, showReadReceipts }) => {
      queryClient.setQueryData(PRIVACY_QUERY_KEY, { shareProfile, shareDocuments, showReadReceipts });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** `DELETE /api/privacy/account` with DELETE typed and the password; the server ends the sessions. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiFetch<{ message: string }>('/api/privacy/account', { method: 'DELETE', body: input }),
  });
}
