import type { AdminBlogPost, BlogPostDraftInput, BlogPostSaveInput } from '@azubi/shared/blog/blog-admin';
import { apiFetch } from '../../../../lib/api-fetch';
import { blogAdminUrls } from './blog-admin-keys';

const pendingSaves = new Map<string, Promise<unknown>>();

/** Resolves once the save of post `id` that is on its way (if any) has an answer. */
export async function waitForPendingSave(id: string): Promise<void> {
  await pendingSaves.get(id)?.catch(() => undefined);
}

function track<T>(id: string, promise: Promise<T>): Promise<T> {
  pendingSaves.set(id, promise);
  void promise
    .finally(() => {
      if (pendingSaves.get(id) === promise) pendingSaves.delete(id);
    })
    .catch(() => undefined);
  return promise;
}

export interface SaveOptions {
  /** The page is being left: the browser sends the request even after the page is gone. */
  keepalive?: boolean;
}

/** `POST /api/admin/blog/posts`: a new draft. */
export function createBlogPost(input: BlogPostDraftInput, options: SaveOptions = {}): Promise<AdminBlogPost> {
  return apiFetch<AdminBlogPost>(blogAdminUrls.posts, { method: 'POST', body: input, keepalive: options.keepalive });
}

/** `PUT /api/admin/blog/posts/:id`: the whole editable state, based on `input.version` (409 when it is old). */
export function updateBlogPost(
  id: string,
  input: BlogPostSaveInput,
  options: SaveOptions = {},
): Promise<AdminBlogPost> {
  return track(
    id,
    apiFetch<AdminBlogPost>(blogAdminUrls.post(id), { method: 'PUT', body: input, keepalive: options.keepalive }),
  );
}
