import { z } from '../zod';
import { SEARCH_CATEGORIES, SEARCH_LOCATIONS, SEARCH_TEXT_MAX_LENGTH } from './search-options';

/**
 * The filters of a listing search (spec §3): free text `q`, a city and a field. The landing page's
 * search bar sends them to `/dashboard` as query parameters; the listing search reads them back.
 * The choices themselves, without zod, are in `search-options.ts` (re-exported here).
 */
export {
  readSearchQuery,
  SEARCH_CATEGORIES,
  SEARCH_FILTERS_NAMESPACE,
  SEARCH_LOCATIONS,
  SEARCH_TEXT_MAX_LENGTH,
  searchCategoryLabelKey,
  searchLocationLabelKey,
  toSearchQueryString,
  type SearchCategory,
  type SearchLocation,
} from './search-options';

export const SearchLocationSchema = z.enum(SEARCH_LOCATIONS);
export const SearchCategorySchema = z.enum(SEARCH_CATEGORIES);

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
