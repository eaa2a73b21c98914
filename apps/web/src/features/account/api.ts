import type {
  ChangeEmailInput,
  ChangePasswordInput,
  SessionList,
  UpdateNameInput,
} from '@azubi/shared/account/account-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-fetch';
import { ME_QUERY_KEY } from '../../lib/account/use-me';

const SESSIONS_KEY = ['me', 'sessions'] as const;
type Message = { message: string };

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNameInput) => apiFetch<Message>('/api/me/name', { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => apiFetch<Message>('/api/me/email-change', { method: 'POST', body: input }),
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<Message>('/api/me/email-change/confirm', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiFetch<Message>('/api/me/password', { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiFetch<SessionList>('/api/me/sessions', { signal }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<SessionList>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (list) => queryClient.setQueryData(SESSIONS_KEY, list),
  });
}
