import type { Me } from '@azubi/shared/auth/schemas';
import type {
  CandidateProfile,
  ProfileProgress,
  ProfileSaveResult,
  ProfileSection,
} from '@azubi/shared/profile/profile';
import type { DocumentType } from '@azubi/shared/files/files';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiFetch } from '../../../lib/api-fetch';
import { ME_QUERY_KEY } from '../../../lib/account/use-me';

export const PROFILE_QUERY_KEY = ['profile'] as const;
export const PROGRESS_QUERY_KEY = ['profile', 'progress'] as const;

export function getProfile(signal?: AbortSignal): Promise<CandidateProfile> {
  return apiFetch<CandidateProfile>('/api/profile', { signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(signal) });
}

/** The signed-in candidate's whole profile (`GET /api/profile`). */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}

/** The dashboard's setup tracker (`GET /api/profile/progress`). */
export function useProfileProgress({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: PROGRESS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<ProfileProgress>('/api/profile/progress', { signal }),
    enabled,
  });
}

/**
 * Every change answers with the whole profile: store it, let the tracker load afresh, and give
 * the header (`me`) the new name and photo at once instead of after a reload.
 */
export function storeProfile(queryClient: QueryClient, result: ProfileSaveResult): void {
  queryClient.setQueryData(PROFILE_QUERY_KEY, result.profile);
  const { fullName, calledName, photoUrl } = result.profile.personal;
  queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) =>
    me ? { ...me, user: { ...me.user, fullName, calledName, avatarUrl: photoUrl } } : me,
  );
  void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
}

/**
 * The client id of a save (`Idempotency-Key`): the same values sent again after a failed attempt
 * keep the failed attempt's id, so that a save the server stored before the answer was lost (a
 * dropped connection, a 503) is applied once; anything else is a new save with a new id.
 */
export function saveAttemptKey(
  last: { body: string; key: string; failed: boolean } | null,
  body: string,
  newKey: () => string = () => crypto.randomUUID(),
): string {
  return last && last.failed && last.body === body ? last.key : newKey();
}

/** `PUT /api/profile/{section}`: saves one section of the editor. */
export function useSaveSection<T>(section: Exclude<ProfileSection, never>) {
  const queryClient = useQueryClient();
  const lastAttempt = useRef<{ body: string; key: string; failed: boolean } | null>(null);
  return useMutation({
    mutationFn: async (values: T) => {
      const body = JSON.stringify(values);
      const key = saveAttemptKey(lastAttempt.current, body);
      lastAttempt.current = { body, key, failed: true };
      const result = await apiFetch<ProfileSaveResult>(`/api/profile/${section}`, {
        method: 'PUT',
        body: values,
        headers: { 'Idempotency-Key': key },
      });
      lastAttempt.current = { body, key, failed: false };
      return result;
    },
    onSuccess: (result) => storeProfile(queryClient, result),
  });
}

function fileForm(file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('file', file, name);
  return form;
}

export type DocumentUpload = {
  type: DocumentType;
  file: File;
  certificateType?: string;
  level?: string;
  label?: string;
};

/** `POST /api/profile/documents?type=…`: the German certificate, the school certificate or another document. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file, certificateType, level, label }: DocumentUpload) => {
      const query = new URLSearchParams({ type });
      if (certificateType) query.set('certificateType', certificateType);
      if (level) query.set('level', level);
      if (label) query.set('label', label);
      return apiFetch<ProfileSaveResult>(`/api/profile/documents?${query.toString()}`, {
        method: 'POST',
        body: fileForm(file, file.name),
      });
    },
    onSuccess: (result) => storeProfile(queryClient, result),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<ProfileSaveResult>(`/api/profile/documents/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (result) => storeProfile(queryClient, result),
  });
}

/** `POST /api/profile/photo`: the square photo the crop tool made. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob) =>
      apiFetch<ProfileSaveResult>('/api/profile/photo', { method: 'POST', body: fileForm(photo, 'photo.jpg') }),
    onSuccess: (result) => storeProfile(queryClient, result),
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ProfileSaveResult>('/api/profile/photo', { method: 'DELETE' }),
    onSuccess: (result) => storeProfile(queryClient, result),
  });
}
