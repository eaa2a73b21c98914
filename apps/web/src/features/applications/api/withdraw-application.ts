import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { MY_APPLICATIONS_KEY } from './get-my-applications';

export function withdrawApplication(id: string): Promise<{ message: string }> {
  return apiFetch(`/api/my/applications/${encodeURIComponent(id)}/withdraw`, { method: 'POST' });
}

/** Withdraws one of the candidate's open applications (irreversible). */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
