import type { Me } from '@azubi/shared/auth/schemas';
import type { TimeZoneSetting } from '@azubi/shared/interviews/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { ME_QUERY_KEY } from '../../../lib/account/use-me';

export function updateTimeZone(input: TimeZoneSetting): Promise<TimeZoneSetting> {
  return apiFetch<TimeZoneSetting>('/api/me/timezone', { method: 'PUT', body: input });
}

/** Saves the account's time zone (interview times are shown in it) and puts it into the cached account. */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: ({ timezone }) =>
      queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, user: { ...me.user, timezone } } : me)),
  });
}
