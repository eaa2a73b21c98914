import { blogFilterFromSearchParams, type BlogCategoryFilter } from '@azubi/shared/blog/blog-posts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The list's category and search live in the address (`/blog?category=fsj&q=visa`), so a filtered
 * list can be shared, bookmarked and left with the back button.
 */
export function useBlogFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { category, q } = blogFilterFromSearchParams(searchParams);

  const setFilter = useCallback(
    (next: { category?: BlogCategoryFilter; q?: string }) => {
      const params = new URLSearchParams();
      const nextCategory = next.category ?? category;
      const nextQ = (next.q ?? q).trim();
      if (nextCategory !== 'all') params.set('category', nextCategory);
      if (nextQ) params.set('q', nextQ);
      setSearchParams(params, { preventScrollReset: true });
    },
    [category, q, setSearchParams],
  );

  return { category, q, setFilter };
}

/** The list address for a filter, for links. */
export function blogFilterSearch(category: BlogCategoryFilter, q: string): string {
  const params = new URLSearchParams();
  if (category !== 'all') params.set('category', category);
  if (q.trim()) params.set('q', q.trim());
  const search = params.toString();
  return search ? `?${search}` : '';
}
