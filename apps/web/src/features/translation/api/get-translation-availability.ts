import type { TranslationAvailability } from '@azubi/shared/translation/translation';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function getTranslationAvailability(signal?: AbortSignal): Promise<TranslationAvailability> {
  return apiFetch<TranslationAvailability>('/api/translations/available', { signal });
}

/** Whether the server has a translation service; asked once per page load. */
export function useTranslationAvailable(): boolean {
  const query = useQuery({
    queryKey: ['translations', 'available'],
    queryFn: ({ signal }) => getTranslationAvailability(signal),
    staleTime: Infinity,
    retry: false,
  });
  return query.data?.available ?? false;
}
