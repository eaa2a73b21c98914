import type { AudioReportInput } from '@azubi/shared/audio/audio';
import type { ProfileSaveResult } from '@azubi/shared/profile/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { storeProfile } from '../../profile';

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
};

/** `POST /api/profile/audio?consent=true`: the recording, with the candidate's consent. */
export function useUploadAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blob, consent }: { blob: Blob; consent: boolean }) => {
      const form = new FormData();
      form.append('file', blob, `introduction.${EXTENSIONS[blob.type] ?? 'webm'}`);
      return apiFetch<ProfileSaveResult>(`/api/profile/audio?consent=${consent ? 'true' : 'false'}`, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: (result) => storeProfile(queryClient, result),
  });
}

/** `DELETE /api/profile/audio`: removes the recording (and with it the consent). */
export function useDeleteAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ProfileSaveResult>('/api/profile/audio', { method: 'DELETE' }),
    onSuccess: (result) => storeProfile(queryClient, result),
  });
}

/** `POST /api/audio/:candidateId/reports`: anyone who can hear a recording may report it to the moderators. */
export function useReportAudio(candidateId: string) {
  return useMutation({
    mutationFn: (input: AudioReportInput) =>
      apiFetch<{ id: string; message: string; dueAt: string }>(
        `/api/audio/${encodeURIComponent(candidateId)}/reports`,
        { method: 'POST', body: input },
      ),
  });
}
