import type { AdminUserDetail, AdminUserList, ChangeRoleInput } from '@azubi/shared/admin/admin-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

/** GET /api/admin/users?…: one page of users with the filters as the page address carries them (admins). */
export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'list', search],
    queryFn: ({ signal }) => apiFetch<AdminUserList>(`/api/admin/users${search ? `?${search}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/:id: the account, sessions and recent audit events. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiFetch<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
  });
}

export type AdminUserAction =
  | { action: 'role'; input: ChangeRoleInput }
  | { action: 'suspend'; input: { reason: string } }
  | { action: 'unsuspend' }
  | { action: 'resend-verification' }
  | { action: 'delete' };

/** The admin's actions on one user; each answers with the updated user or `{ message }`. */
export function useAdminUserAction(id: string) {
  const queryClient = useQueryClient();
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  return useMutation({
    mutationFn: (change: AdminUserAction): Promise<AdminUserDetail | { message: string }> => {
      switch (change.action) {
        case 'role':
          return apiFetch<AdminUserDetail>(`${base}/role`, { method: 'PUT', body: change.input });
        case 'suspend':
          return apiFetch<AdminUserDetail>(`${base}/suspend`, { method: 'POST', body: change.input });
        case 'unsuspend':
          return apiFetch<AdminUserDetail>(`${base}/unsuspend`, { method: 'POST', body: {} });
        case 'resend-verification':
          return apiFetch<{ message: string }>(`${base}/resend-verification`, { method: 'POST', body: {} });
        case 'delete':
          return apiFetch<{ message: string }>(base, { method: 'DELETE' });
      }
    },
    onSuccess: (result, change) => {
      if (change.action === 'delete') queryClient.removeQueries({ queryKey: [...ADMIN_USERS_KEY, 'detail', id] });
      else if ('id' in result) queryClient.setQueryData([...ADMIN_USERS_KEY, 'detail', id], result);
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_USERS_KEY, 'list'] });
    },
  });
}
