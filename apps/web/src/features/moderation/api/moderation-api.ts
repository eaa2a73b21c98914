import type { CompanyVerificationItem } from '@azubi/shared/companies/company-profile';
import type {
  AudioReportItem,
  ConversationReportItem,
  ResolveAudioReportInput,
  VerificationItem,
} from '@azubi/shared/moderation/moderation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

const VERIFICATIONS_KEY = ['admin', 'verifications'] as const;
const REPORTS_KEY = ['admin', 'audio-reports'] as const;
const CONVERSATION_REPORTS_KEY = ['admin', 'conversation-reports'] as const;

/** Profiles waiting for review (`GET /api/admin/verifications`). */
export function usePendingVerifications() {
  return useQuery({
    queryKey: VERIFICATIONS_KEY,
    queryFn: ({ signal }) => apiFetch<VerificationItem[]>('/api/admin/verifications', { signal }),
  });
}

export function useReviewProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      candidateId,
      decision,
      reason,
    }: {
      candidateId: string;
      decision: 'approve' | 'reject';
      reason?: string;
    }) =>
      apiFetch<{ message: string }>(`/api/admin/verifications/${encodeURIComponent(candidateId)}/${decision}`, {
        method: 'POST',
        body: decision === 'reject' ? { reason } : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VERIFICATIONS_KEY }),
  });
}

/** Open audio reports, the oldest deadline first (`GET /api/admin/audio-reports`). */
export function useAudioReports() {
  return useQuery({
    queryKey: REPORTS_KEY,
    queryFn: ({ signal }) => apiFetch<AudioReportItem[]>('/api/admin/audio-reports?status=open', { signal }),
  });
}

export function useResolveAudioReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ResolveAudioReportInput & { id: string }) =>
      apiFetch<{ message: string }>(`/api/admin/audio-reports/${encodeURIComponent(id)}/resolve`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}

const COMPANIES_KEY = ['admin', 'company-verifications'] as const;

/** Companies waiting for a manual verification (`GET /api/admin/company-verifications`). */
export function usePendingCompanies() {
  return useQuery({
    queryKey: COMPANIES_KEY,
    queryFn: ({ signal }) => apiFetch<CompanyVerificationItem[]>('/api/admin/company-verifications', { signal }),
  });
}

/** Verify a company manually, or reject it with a reason its admins will read. */
export function useDecideCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      companyId,
      decision,
      reason,
    }: {
      companyId: string;
      decision: 'verify' | 'reject';
      reason?: string;
    }) =>
      apiFetch<{ message: string }>(`/api/admin/company-verifications/${encodeURIComponent(companyId)}/${decision}`, {
        method: 'POST',
        body: decision === 'reject' ? { reason } : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }),
  });
}

/** Open reports of conversations, the oldest first (`GET /api/admin/conversation-reports`). */
export function useConversationReports() {
  return useQuery({
    queryKey: CONVERSATION_REPORTS_KEY,
    queryFn: ({ signal }) =>
      apiFetch<ConversationReportItem[]>('/api/admin/conversation-reports?status=open', { signal }),
  });
}

export function useResolveConversationReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ResolveAudioReportInput & { id: string }) =>
      apiFetch<{ message: string }>(`/api/admin/conversation-reports/${encodeURIComponent(id)}/resolve`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATION_REPORTS_KEY }),
  });
}
