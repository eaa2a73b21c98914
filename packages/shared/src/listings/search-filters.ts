import { z } from '../zod';

/**
 * The filters of a listing search (spec §3): free text `q`, a city and a field. The landing page's
 * search bar sends them to `/dashboard` as query parameters; the listing search reads them back.
 * Labels are translated in the web app's `searchFilters` catalog under the keys below.
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
export const SearchLocationSchema = z.enum(SEARCH_LOCATIONS);
export type SearchLocation = z.infer<typeof SearchLocationSchema>;

/** Fields of work a search can be narrowed to, in the order they are offered. */
export const SEARCH_CATEGORIES = ['it', 'health', 'engineering', 'business', 'hospitality', 'other'] as const;
export const SearchCategorySchema = z.enum(SEARCH_CATEGORIES);
export type SearchCategory = z.infer<typeof SearchCategorySchema>;

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
 * A search as query parameters. Every field is optional: an empty field is left out of the URL,
 * and the free text has no minimum length (spec §5).
 */
export const ListingSearchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).optional(),
  location: SearchLocationSchema.optional(),
  category: SearchCategorySchema.optional(),
});
export type ListingSearchQuery = z.infer<typeof ListingSearchQuerySchema>;

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
