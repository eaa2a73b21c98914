import type {
  Campaign,
  CampaignAudienceInput,
  CampaignContent,
  CampaignInput,
  CampaignList,
  CampaignPreview,
  CampaignSendInput,
  CampaignTestSendInput,
} from '@azubi/shared/admin/email-campaigns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const CAMPAIGNS_KEY = ['admin', 'campaigns'] as const;

/** GET /api/admin/campaigns: every campaign with its counts; polled while one is being sent. */
export function useCampaigns() {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'list'],
    queryFn: ({ signal }) => apiFetch<CampaignList>('/api/admin/campaigns', { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((c) => c.status === 'sending' || c.status === 'scheduled') ? 5000 : false,
  });
}

/** POST /api/admin/campaigns/audience-count: how many people the audience has now (the server counts). */
export function useAudienceCount(input: CampaignAudienceInput, enabled: boolean) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'count', input],
    queryFn: ({ signal }) =>
      apiFetch<{ count: number }>('/api/admin/campaigns/audience-count', { method: 'POST', body: input, signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /api/admin/campaigns/preview: both languages as the template renders them. */
export function useCampaignPreview() {
  return useMutation({
    mutationFn: (content: CampaignContent) =>
      apiFetch<CampaignPreview>('/api/admin/campaigns/preview', { method: 'POST', body: content }),
  });
}

export type CampaignCommand =
  | { action: 'save'; id: string | null; input: CampaignInput }
  | { action: 'test-send'; id: string; input: CampaignTestSendInput }
  | { action: 'send'; id: string; input: CampaignSendInput }
  | { action: 'pause' | 'resume' | 'cancel'; id: string };

/** Everything an admin does to a campaign; each answers with the campaign or `{ message }`. */
export function useCampaignCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: CampaignCommand): Promise<Campaign | { message: string }> => {
      switch (command.action) {
        case 'save':
          return command.id
            ? apiFetch<Campaign>(`/api/admin/campaigns/${encodeURIComponent(command.id)}`, {
                method: 'PUT',
                body: command.input,
              })
            : apiFetch<Campaign>('/api/admin/campaigns', { method: 'POST', body: command.input });
        case 'test-send':
          return apiFetch<{ message: string }>(`/api/admin/campaigns/${encodeURIComponent(command.id)}/test-send`, {
            method: 'POST',
            body: command.input,
          });
        case 'send':
          return apiFetch<Campaign>(`/api/admin/campaigns/${encodeURIComponent(command.id)}/send`, {
            method: 'POST',
            body: command.input,
          });
        default:
          return apiFetch<Campaign>(`/api/admin/campaigns/${encodeURIComponent(command.id)}/${command.action}`, {
            method: 'POST',
            body: {},
          });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CAMPAIGNS_KEY, 'list'] }),
  });
}
