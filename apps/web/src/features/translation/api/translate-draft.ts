import type { TranslateDraft, Translation } from '@azubi/shared/translation/translation';
import { apiFetch } from '../../../lib/api-fetch';

/** The message someone is writing, in `target`, for them to check before sending (issue 28.9). */
export function translateDraft(request: TranslateDraft): Promise<Translation> {
  return apiFetch<Translation>('/api/translations/draft', { method: 'POST', body: request });
}
