import type { AdminBlogPost, BlogStatusAction } from '@azubi/shared/blog/blog-admin';
import { apiFetch } from '../../../../lib/api-fetch';
import { blogAdminUrls } from './blog-admin-keys';

/** `POST /api/admin/blog/posts/:id/status`: publish, move back to drafts or archive. */
export function changeBlogPostStatus(id: string, action: BlogStatusAction, version: number): Promise<AdminBlogPost> {
  return apiFetch<AdminBlogPost>(blogAdminUrls.status(id), { method: 'POST', body: { action, version } });
}

/** `DELETE /api/admin/blog/posts/:id`. */
export function deleteBlogPost(id: string): Promise<void> {
  return apiFetch<void>(blogAdminUrls.post(id), { method: 'DELETE' });
}
