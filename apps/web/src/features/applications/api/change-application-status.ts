import type { EmployerSettableStatus } from '@azubi/shared/applications/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { EMPLOYER_APPLICATIONS_KEY } from './get-employer-applications';

export function changeApplicationStatus(id: string, status: EmployerSettableStatus): Promise<{ message: string }> {
  return apiFetch(`/api/employer/applications/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
  });
}

/** Moves an application along the pipeline (the server refuses moves the pipeline does not allow). */
export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EmployerSettableStatus }) => changeApplicationStatus(id, status),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYER_APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['employer', 'listings'] }),
      ]);
    },
  });
}
