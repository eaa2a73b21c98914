import { and, eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { findFile, type FileRow } from '../../platform/files/stored-files';
import { isStaff } from '../../http/access';
import { isPublished } from './published';
import { blogImageUrl } from './render-markdown';

/** Shared caches may keep a published post's image for an hour (a new upload is a new id). */
export const PUBLIC_IMAGE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * An uploaded blog image for GET /api/blog/images/:fileId. Anyone sees it once a published post
 * shows it (as its featured image or in its text); before that only moderators and admins (the
 * editor's preview), uncached. Anyone else gets 404, so that ids reveal nothing.
 */
export async function findBlogImage(
  db: Database,
  fileId: string,
  actor: () => Promise<Actor | null>,
): Promise<{ file: FileRow; cacheControl: string }> {
  const file = await findFile(db, fileId);
  if (!file || file.kind !== 'blog_image') throw AppError.notFound('files.notFound');
  const [shown] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        isPublished(),
        or(eq(blogPosts.featuredImageFileId, fileId), like(blogPosts.content, `%${blogImageUrl(fileId)}%`)),
      ),
    )
    .limit(1);
  if (shown) return { file, cacheControl: PUBLIC_IMAGE_CACHE };
  if (isStaff((await actor())?.role)) return { file, cacheControl: 'private, no-store' };
  throw AppError.notFound('files.notFound');
}
