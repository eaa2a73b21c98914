import type { PlansResponse } from '@azubi/shared/billing/billing';
import type { Locale } from '@azubi/shared/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { useLocale } from '../../../i18n/use-locale';

/** GET /api/plans: the plans on sale (names in the page's language) and how VAT is shown. Public. */
export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return apiFetch<PlansResponse>('/api/plans', { signal });
}

/**
 * Per language: the names come in the request's language. The server renders the landing and
 * employer pages with this answer and sends it along (their query state), so the browser shows the
 * same prices without asking again.
 */
export const plansQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['billing', 'plans', locale], queryFn: ({ signal }) => getPlans(signal) });

export function usePlans() {
  return useQuery(plansQueryOptions(useLocale()));
}
