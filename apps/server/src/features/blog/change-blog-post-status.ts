import type { AdminBlogPost, BlogPostStatusChangeSchema } from '@azubi/shared/blog/blog-admin';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findBlogPostForAdmin, toAdminBlogPost } from './admin-blog-post-view';
import { checkPublishRequirements } from './write-blog-post';

type Input = z.output<typeof BlogPostStatusChangeSchema>;

const TARGET = { publish: 'published', unpublish: 'draft', archive: 'archived' } as const;

/**
 * Publish, unpublish (back to draft) or archive (spec §4 draft → published → archived), based on
 * `version` like a save. Publishing checks BLOG_PUBLISH_REQUIREMENTS (422 with the fields) and
 * sets publishedAt the first time; the post is in the list, the sitemap and the structured data
 * at once (they read the table per request). An archived post answers 410 to readers.
 */
export async function changeBlogPostStatus({ db }: { db: Database }, id: string, input: Input): Promise<AdminBlogPost> {
  const current = await findBlogPostForAdmin(db, id);
  if (current.version !== input.version) throw AppError.conflict('blogAdmin.versionConflict');
  const status = TARGET[input.action];
  if (current.status === status) throw AppError.conflict('blogAdmin.alreadyInState');
  if (status === 'published') checkPublishRequirements(current);
  const [row] = await db
    .update(blogPosts)
    .set({
      status,
      ...(status === 'published' && !current.publishedAt ? { publishedAt: new Date() } : {}),
      version: sql`${blogPosts.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(blogPosts.id, id), eq(blogPosts.version, input.version)))
    .returning();
  if (!row) throw AppError.conflict('blogAdmin.versionConflict');
  return toAdminBlogPost(db, row);
}

/** Deletes a post in any state (its old slugs go with it); 404 when there is none. */
export async function deleteBlogPost({ db }: { db: Database }, id: string): Promise<void> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (deleted.length === 0) throw AppError.notFound('blogAdmin.notFound');
}
