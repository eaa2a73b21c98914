import type { TranslateRequest, Translation } from '@azubi/shared/translation/translation';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function translate(request: TranslateRequest): Promise<Translation> {
  return apiFetch<Translation>('/api/translations', { method: 'POST', body: request });
}

/**
 * The translation of a message or listing description, fetched only once `enabled` (the reader
 * asked for it) and then kept for the page's life: toggling back and forth asks the server once.
 */
export function useTranslated(request: TranslateRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['translations', request.kind, request.id, request.target],
    queryFn: () => translate(request),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
