import type { AdminBlogPost } from '@azubi/shared/blog/blog-admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-fetch';
import { blogAdminKeys, blogAdminUrls } from './blog-admin-keys';
import { waitForPendingSave } from './save-blog-post';

export async function getAdminBlogPost(id: string, signal?: AbortSignal): Promise<AdminBlogPost> {
  // A save sent when the editor was left may still be on its way: read the post after it.
  await waitForPendingSave(id);
  return apiFetch<AdminBlogPost>(blogAdminUrls.post(id), { signal });
}

/** One post as the editor loads it. Not refetched behind the editor's back: the editor owns it while open. */
export function useAdminBlogPost(id: string | undefined) {
  return useQuery({
    queryKey: blogAdminKeys.post(id ?? ''),
    queryFn: ({ signal }) => getAdminBlogPost(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
