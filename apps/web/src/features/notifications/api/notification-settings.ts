import type { NotificationPreferences } from '@azubi/shared/notifications/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

const SETTINGS_KEY = ['notifications', 'settings'] as const;

export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>('/api/notification-settings', { signal });
}

export function updateNotificationSettings(input: NotificationPreferences): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>('/api/notification-settings', { method: 'PUT', body: input });
}

export function notificationSettingsQueryOptions() {
  return queryOptions({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => getNotificationSettings(signal) });
}

/** Which notifications the user gets in the app and by e-mail. */
export function useNotificationSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationSettingsQueryOptions(), enabled });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
