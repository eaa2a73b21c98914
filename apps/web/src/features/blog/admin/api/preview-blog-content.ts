import type { BlogPreview } from '@azubi/shared/blog/blog-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-fetch';
import { blogAdminKeys, blogAdminUrls } from './blog-admin-keys';

export function previewBlogContent(content: string, signal?: AbortSignal): Promise<BlogPreview> {
  return apiFetch<BlogPreview>(blogAdminUrls.preview, { method: 'POST', body: { content }, signal });
}

/** The content as the public page renders it (the server renders and sanitises); the last preview stays while the next loads. */
export function useBlogPreview(content: string) {
  return useQuery({
    queryKey: blogAdminKeys.preview(content),
    queryFn: ({ signal }) => previewBlogContent(content, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
