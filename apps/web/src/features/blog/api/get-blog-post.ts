import { blogPostUrl, type BlogPost } from '@azubi/shared/blog/blog-posts';
import type { Locale } from '@azubi/shared/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export function getBlogPost(locale: Locale, slug: string, signal?: AbortSignal) {
  return apiFetch<BlogPost>(blogPostUrl(locale, slug), { signal });
}

export function blogPostQueryOptions(locale: Locale, slug: string) {
  return queryOptions({
    queryKey: ['blog', 'post', locale, slug],
    queryFn: ({ signal }) => getBlogPost(locale, slug, signal),
  });
}

/** One published post; a 404 is an ApiError with status 404. `enabled: false` skips the request. */
export function useBlogPost(locale: Locale, slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...blogPostQueryOptions(locale, slug), enabled: options.enabled ?? true });
}
