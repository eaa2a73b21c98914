import type { ListingSearchQuery } from '@azubi/shared/listings/search-filters';
import { readSearchQuery } from '@azubi/shared/listings/search-options';
import { useSearchParams } from 'react-router';

/**
 * The search the landing page sent along (`q`, `location`, `category`), each value checked on
 * its own: a city that is not offered is left out, not the whole search. Null when nothing is set.
 * Read without zod (`readSearchQuery`, held to the schema by its test): the dashboard ships none.
 */
export function useLandingSearch(): ListingSearchQuery | null {
  const [params] = useSearchParams();
  const { q, location, category } = readSearchQuery(params);
  if (!q && !location && !category) return null;
  return { q: q || undefined, location, category };
}
