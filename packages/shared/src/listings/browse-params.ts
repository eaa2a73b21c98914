import type { BrowseQuery } from './listing';
import { GERMAN_LEVELS, isCalendarDate, LISTING_SORTS, PROGRAM_TYPES } from './listing-options';
import { SEARCH_CATEGORIES, SEARCH_LOCATIONS } from './search-options';

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

const oneOf = (choices: readonly string[]) => (value: string) => choices.includes(value);

/**
 * What `BrowseQuerySchema` accepts for each filter, written out so that the search page ships no zod
 * (ADR 0033); browse-params.test.ts holds each rule to the schema.
 */
const ACCEPTS: Record<BrowseFilterKey, (value: string) => boolean> = {
  q: (value) => value.trim().length <= 200,
  location: oneOf(SEARCH_LOCATIONS),
  category: oneOf(SEARCH_CATEGORIES),
  programType: oneOf(PROGRAM_TYPES),
  germanLevel: oneOf(GERMAN_LEVELS),
  startFrom: isCalendarDate,
  startTo: isCalendarDate,
  visa: oneOf(['true', 'false']),
  accommodation: oneOf(['true', 'false']),
  sort: oneOf(LISTING_SORTS),
};

/**
 * The filters in a page URL, each value checked on its own as the API's schema would: a value
 * the API would refuse (a city that is not offered, a broken date) is left out, not the search.
 * `sort=newest` is the default and is left out too, so equal searches have equal addresses.
 */
export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const filters: BrowseFilters = {};
  for (const key of BROWSE_FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    if (!ACCEPTS[key](raw)) continue;
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

/** Small pages: candidates often browse on slow mobile connections. */
export const LISTINGS_PAGE_SIZE = 12;

/**
 * The web app's query key of a listing search (TanStack Query). The server puts the first page
 * under this key into a search page's HTML (apps/server/src/web/render-page.ts), so the browser
 * shows it without asking again: both sides build the key here.
 */
export function listingsQueryKey(filters: BrowseFilters): readonly ['listings', 'active', string] {
  return ['listings', 'active', browseSearchParams(filters).toString()];
}

/** The API address of a search's first page (what the web app asks for, `GET /api/listings`). */
export function firstListingsPagePath(filters: BrowseFilters): string {
  const params = browseSearchParams(filters);
  params.set('limit', String(LISTINGS_PAGE_SIZE));
  return `/api/listings?${params.toString()}`;
}
