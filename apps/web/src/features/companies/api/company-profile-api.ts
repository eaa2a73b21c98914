import type {
  CompanyProfile,
  CompanyProfileInput,
  CompanyProfileResult,
  PipelineSettingsInput,
  PublicEmployerProfile,
} from '@azubi/shared/companies/company-profile';
import { publicEmployerProfileUrl } from '@azubi/shared/companies/company-profile-options';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const COMPANY_PROFILE_KEY = ['employer', 'company', 'profile'] as const;

/** The company as its team sees it at /company-settings (`GET /api/employer/company/profile`). */
export function companyProfileQueryOptions() {
  return queryOptions({
    queryKey: COMPANY_PROFILE_KEY,
    queryFn: ({ signal }) => apiFetch<CompanyProfile>('/api/employer/company/profile', { signal }),
  });
}

export function useCompanyProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companyProfileQueryOptions(), enabled });
}

/** Every change answers with the new profile: keep it, and refresh what shows the company elsewhere. */
function store(queryClient: QueryClient, result: CompanyProfileResult) {
  queryClient.setQueryData(COMPANY_PROFILE_KEY, result.profile);
  void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
  void queryClient.invalidateQueries({ queryKey: ['employer', 'company'], exact: true });
  void queryClient.invalidateQueries({ queryKey: ['employer-profile', result.profile.id] });
}

function useCompanyChange<T>(request: (input: T) => Promise<CompanyProfileResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: (result) => store(queryClient, result) });
}

function fileForm(file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('file', file, name);
  return form;
}

export const useSaveCompanyProfile = () =>
  useCompanyChange((input: CompanyProfileInput) =>
    apiFetch<CompanyProfileResult>('/api/employer/company/profile', { method: 'PUT', body: input }),
  );

export const useSavePipelineSettings = () =>
  useCompanyChange((input: PipelineSettingsInput) =>
    apiFetch<CompanyProfileResult>('/api/employer/company/pipeline', { method: 'PUT', body: input }),
  );

export type CompanyImageKind = 'logo' | 'banner';

export const useUploadCompanyImage = (kind: CompanyImageKind) =>
  useCompanyChange((image: Blob) =>
    apiFetch<CompanyProfileResult>(`/api/employer/company/${kind}`, {
      method: 'POST',
      body: fileForm(image, `${kind}.jpg`),
    }),
  );

export const useDeleteCompanyImage = (kind: CompanyImageKind) =>
  useCompanyChange(() => apiFetch<CompanyProfileResult>(`/api/employer/company/${kind}`, { method: 'DELETE' }));

export const useUploadCompanyDocument = () =>
  useCompanyChange((file: File) =>
    apiFetch<CompanyProfileResult>('/api/employer/company/documents', {
      method: 'POST',
      body: fileForm(file, file.name),
    }),
  );

export const useDeleteCompanyDocument = () =>
  useCompanyChange((fileId: string) =>
    apiFetch<CompanyProfileResult>(`/api/employer/company/documents/${encodeURIComponent(fileId)}`, {
      method: 'DELETE',
    }),
  );

export const useRequestVerification = () =>
  useCompanyChange(() => apiFetch<CompanyProfileResult>('/api/employer/company/verification', { method: 'POST' }));

/** The public employer page's data (`GET /api/companies/:id/profile`); the server renders it with this key. */
export function publicEmployerProfileQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['employer-profile', companyId] as const,
    queryFn: ({ signal }) => apiFetch<PublicEmployerProfile>(publicEmployerProfileUrl(companyId), { signal }),
  });
}

export function usePublicEmployerProfile(companyId: string) {
  return useQuery(publicEmployerProfileQueryOptions(companyId));
}
