import type {
  CreatedTestUsers,
  CreateTestUsersInput,
  DeletedTestData,
  TestUserList,
} from '@azubi/shared/admin/test-users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const TEST_USERS_KEY = ['admin', 'test-users'] as const;

/** GET /api/admin/test-users: the test accounts and how much test data there is (admins). */
export function useTestUsers() {
  return useQuery({
    queryKey: TEST_USERS_KEY,
    queryFn: ({ signal }) => apiFetch<TestUserList>('/api/admin/test-users', { signal }),
  });
}

/** POST /api/admin/test-users: creates them in one step; the answer carries the password once. */
export function useCreateTestUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTestUsersInput) =>
      apiFetch<CreatedTestUsers>('/api/admin/test-users', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEST_USERS_KEY }),
  });
}

/** DELETE /api/admin/test-users: every test account, company, listing and application. */
export function useDeleteTestData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<DeletedTestData>('/api/admin/test-users', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEST_USERS_KEY }),
  });
}
