import { blogPostListUrl, type BlogCategoryFilter, type BlogPostList } from '@azubi/shared/blog/blog-posts';
import type { Locale } from '@azubi/shared/i18n/locales';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export type BlogListFilter = { locale: Locale; category: BlogCategoryFilter; q: string };

export function getBlogPosts(filter: BlogListFilter, cursor: string | null, signal?: AbortSignal) {
  // The same address the server preloads for the first page (see blogPostListUrl), so that request is reused.
  return apiFetch<BlogPostList>(blogPostListUrl({ ...filter, cursor }), { signal });
}

export function blogPostsQueryOptions(filter: BlogListFilter) {
  return infiniteQueryOptions({
    queryKey: ['blog', 'posts', filter.locale, filter.category, filter.q],
    queryFn: ({ pageParam, signal }) => getBlogPosts(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Published posts, one page at a time ("Load more" fetches the next). */
export function useBlogPosts(filter: BlogListFilter) {
  return useInfiniteQuery(blogPostsQueryOptions(filter));
}
