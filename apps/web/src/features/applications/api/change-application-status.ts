import type { EmployerSettableStatus, StatusChangeInput } from '@azubi/shared/applications/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { EMPLOYER_LISTINGS_KEY } from '@azubi/shared/listings/employer-listings-keys';
import { EMPLOYER_APPLICATIONS_KEY } from './get-employer-applications';

export function changeApplicationStatus(
  id: string,
  status: EmployerSettableStatus,
  placement?: StatusChangeInput['placement'],
): Promise<{ message: string }> {
  return apiFetch(`/api/employer/applications/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: placement ? { status, placement } : { status },
  });
}

/** Moves an application along the pipeline (the server refuses moves the pipeline does not allow). */
export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      placement,
    }: {
      id: string;
      status: EmployerSettableStatus;
      placement?: StatusChangeInput['placement'];
    }) => changeApplicationStatus(id, status, placement),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYER_APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: EMPLOYER_LISTINGS_KEY }),
      ]);
    },
  });
}
