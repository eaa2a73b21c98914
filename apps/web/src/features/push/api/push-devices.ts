import type { PushDevice, PushDeviceList, PushSettings, PushSubscriptionInput } from '@azubi/shared/push/push';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

const DEVICES_KEY = ['push', 'devices'] as const;
const SETTINGS_KEY = ['push', 'settings'] as const;

export function pushDevicesQueryOptions() {
  return queryOptions({
    queryKey: DEVICES_KEY,
    queryFn: ({ signal }) => apiFetch<PushDeviceList>('/api/push/devices', { signal }),
  });
}

/** The person's devices that get push notifications, and the server's key (null: push is off). */
export function usePushDevices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pushDevicesQueryOptions(), enabled });
}

export function saveSubscription(input: PushSubscriptionInput): Promise<PushDevice> {
  return apiFetch<PushDevice>('/api/push/devices', { method: 'POST', body: input });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/push/devices/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

export function usePushSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiFetch<PushSettings>('/api/push/settings', { signal }),
    enabled,
  });
}

export function useUpdatePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PushSettings) => apiFetch<PushSettings>('/api/push/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}

export const invalidatePushDevices = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
