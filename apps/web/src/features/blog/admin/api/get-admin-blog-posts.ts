import type { AdminBlogPostList, AdminBlogPostListQuery } from '@azubi/shared/blog/blog-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-fetch';
import { blogAdminKeys, blogAdminUrls } from './blog-admin-keys';

/** The list's address: only what differs from the defaults. */
export function adminBlogPostListUrl(query: AdminBlogPostListQuery): string {
  const params = new URLSearchParams();
  if (query.locale && query.locale !== 'all') params.set('locale', query.locale);
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.category && query.category !== 'all') params.set('category', query.category);
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.page && Number(query.page) > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${blogAdminUrls.posts}?${search}` : blogAdminUrls.posts;
}

export function getAdminBlogPosts(query: AdminBlogPostListQuery, signal?: AbortSignal): Promise<AdminBlogPostList> {
  return apiFetch<AdminBlogPostList>(adminBlogPostListUrl(query), { signal });
}

/** One page of all posts at /admin/blog; the previous page stays on screen while the next loads. */
export function useAdminBlogPosts(query: AdminBlogPostListQuery) {
  return useQuery({
    queryKey: blogAdminKeys.list(query),
    queryFn: ({ signal }) => getAdminBlogPosts(query, signal),
    placeholderData: keepPreviousData,
  });
}
