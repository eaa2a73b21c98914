import {
  ListingSearchQuerySchema,
  SearchCategorySchema,
  SearchLocationSchema,
  type ListingSearchQuery,
} from '@azubi/shared/listings/search-filters';
import { useSearchParams } from 'react-router';

/**
 * The search the landing page sent along (`q`, `location`, `category`), each value checked on
 * its own: a city that is not offered is left out, not the whole search. Null when nothing is set.
 */
export function useLandingSearch(): ListingSearchQuery | null {
  const [params] = useSearchParams();
  const q = ListingSearchQuerySchema.shape.q.safeParse(params.get('q') ?? undefined).data;
  const location = SearchLocationSchema.safeParse(params.get('location')).data;
  const category = SearchCategorySchema.safeParse(params.get('category')).data;
  if (!q && !location && !category) return null;
  return { q: q || undefined, location, category };
}
