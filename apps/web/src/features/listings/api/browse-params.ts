import { BrowseQuerySchema, type BrowseQuery } from '@azubi/shared/listings/listing';

/** The browse filters that live in the page URL, in the order they are written there. */
export const BROWSE_FILTER_KEYS = [
  'q',
  'location',
  'category',
  'programType',
  'germanLevel',
  'startFrom',
  'startTo',
  'visa',
  'accommodation',
  'sort',
] as const;
export type BrowseFilterKey = (typeof BROWSE_FILTER_KEYS)[number];
export type BrowseFilters = Partial<Record<BrowseFilterKey, string>>;

/**
 * The filters in a page URL, each value checked on its own against the API's schema: a value
 * the API would refuse (a city that is not offered, a broken date) is left out, not the search.
 * `sort=newest` is the default and is left out too, so equal searches have equal addresses.
 */
export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const filters: BrowseFilters = {};
  for (const key of BROWSE_FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = BrowseQuerySchema.shape[key].safeParse(raw);
    if (!parsed.success) continue;
    if (key === 'sort' && raw === 'newest') continue;
    if ((key === 'visa' || key === 'accommodation') && raw !== 'true') continue;
    filters[key] = key === 'q' ? raw.trim().slice(0, 200) : raw;
  }
  return filters;
}

/** The filters as query parameters for the page URL and the API (empty values left out). */
export function browseSearchParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of BROWSE_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

export type { BrowseQuery };
