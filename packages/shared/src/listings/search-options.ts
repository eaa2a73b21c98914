/**
 * The choices of a listing search (spec §3) without their schemas (`search-filters.ts` has those and
 * re-exports these): the web app's screens that only offer or show the choices import them from here
 * and so do not ship zod to the browser (ADR 0033). Labels are translated in the web app's
 * `searchFilters` catalog under the keys below.
 */

/** Cities a search can be narrowed to, in the order they are offered. */
export const SEARCH_LOCATIONS = [
  'berlin',
  'hamburg',
  'munich',
  'cologne',
  'frankfurt',
  'stuttgart',
  'dusseldorf',
  'leipzig',
] as const;
export type SearchLocation = (typeof SEARCH_LOCATIONS)[number];

/** Fields of work a search can be narrowed to, in the order they are offered. */
export const SEARCH_CATEGORIES = ['it', 'health', 'engineering', 'business', 'hospitality', 'other'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** The i18n namespace (web app) holding the labels of locations and categories. */
export const SEARCH_FILTERS_NAMESPACE = 'searchFilters';

/** `locations.munich` → "Munich" / "München". */
export function searchLocationLabelKey<L extends SearchLocation>(location: L): `locations.${L}` {
  return `locations.${location}`;
}

/** `categories.health` → "Health & care" / "Gesundheit & Pflege". */
export function searchCategoryLabelKey<C extends SearchCategory>(category: C): `categories.${C}` {
  return `categories.${category}`;
}

/** The longest search text kept (spec §5: text input is cut to 1000 characters). */
export const SEARCH_TEXT_MAX_LENGTH = 1000;

/**
 * `?q=…&location=…&category=…` for a search, leaving out empty fields (and a text of only spaces).
 * Returns '' when nothing is set. The text is cut to SEARCH_TEXT_MAX_LENGTH.
 */
export function toSearchQueryString(search: {
  q?: string | null;
  location?: SearchLocation | '' | null;
  category?: SearchCategory | '' | null;
}): string {
  const params = new URLSearchParams();
  const q = search.q?.trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  if (q) params.set('q', q);
  if (search.location) params.set('location', search.location);
  if (search.category) params.set('category', search.category);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A search sent along in a page's address (`q`, `location`, `category`), each value checked on its
 * own as `ListingSearchQuerySchema` would: a city that is not offered is left out, not the search.
 * Written out for the browser (no zod there); search-filters.test.ts holds it to the schema.
 */
export function readSearchQuery(params: { get(name: string): string | null }): {
  q?: string;
  location?: SearchLocation;
  category?: SearchCategory;
} {
  const text = params.get('q')?.trim();
  const location = params.get('location');
  const category = params.get('category');
  return {
    q: text !== undefined && text.length <= SEARCH_TEXT_MAX_LENGTH ? text : undefined,
    location: SEARCH_LOCATIONS.find((choice) => choice === location),
    category: SEARCH_CATEGORIES.find((choice) => choice === category),
  };
}
