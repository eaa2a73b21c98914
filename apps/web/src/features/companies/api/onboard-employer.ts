import type { CompanySummary, EmployerOnboardingInput } from '@azubi/shared/companies/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function onboardEmployer(input: EmployerOnboardingInput): Promise<CompanySummary> {
  return apiFetch<CompanySummary>('/api/employer/onboarding', { method: 'POST', body: input });
}

/** Creates (or updates) the employer's company; the account (which names the company) refreshes. */
export function useOnboardEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: onboardEmployer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
  });
}
