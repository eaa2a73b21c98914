import { BLOG_PUBLISH_REQUIREMENTS, slugify, type AdminBlogPost } from '@azubi/shared/blog/blog-admin';
import type { BlogPostDraftSchema, BlogPostSaveSchema } from '@azubi/shared/blog/blog-admin';
import { and, eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolationError, loggedDatabaseError } from '../../db/errors';
import { blogImages, blogPosts, blogSlugRedirects } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import {
  ensureSlugFree,
  findBlogPostForAdmin,
  slugTaken,
  toAdminBlogPost,
  type BlogPostRow,
} from './admin-blog-post-view';

type DraftInput = z.output<typeof BlogPostDraftSchema>;
type SaveInput = z.output<typeof BlogPostSaveSchema>;
type Deps = { db: Database; actor: Actor };

/** "Blog post not found"-style field error when the image is not one uploaded in the blog admin. */
async function ensureImage(db: Database, fileId: string | null) {
  if (!fileId) return;
  const [image] = await db.select({ id: blogImages.fileId }).from(blogImages).where(eq(blogImages.fileId, fileId));
  if (!image) throw AppError.validation({ imageFileId: 'blogAdmin.imageNotFound' }, 'blogAdmin.imageNotFound');
}

/** The image columns of a save: an upload replaces a bundled illustration; none keeps an illustration. */
function imageColumns(input: { imageFileId: string | null; imageAlt: string | null }) {
  return input.imageFileId
    ? { featuredImageFileId: input.imageFileId, featuredImageAlt: input.imageAlt, featuredImagePath: null }
    : { featuredImageFileId: null, featuredImageAlt: null };
}

/** A slug from the title that no post of the language has yet: `title`, `title-2`, `title-3` … */
async function freeSlugFromTitle(db: Database, locale: BlogPostRow['locale'], title: string): Promise<string> {
  const base = slugify(title) || 'post';
  const taken = new Set(
    (
      await db
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(and(eq(blogPosts.locale, locale), like(blogPosts.slug, `${base}%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 110)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A new draft (spec §2 /admin/blog/new). The slug is made from the title when left empty (and
 * then made unique); a slug written by hand that another post of the language has answers 409
 * `blogAdmin.slugTaken` on `slug`. `translationOfId` puts the draft into that post's translation
 * group; 409 `blogAdmin.translationExists` when the group has the language already.
 */
export async function createBlogPost({ db, actor }: Deps, input: DraftInput): Promise<AdminBlogPost> {
  let translationGroup: string | undefined;
  if (input.translationOfId) {
    const [original] = await db.select().from(blogPosts).where(eq(blogPosts.id, input.translationOfId));
    if (!original) throw AppError.notFound('blogAdmin.translationNotFound');
    const [existing] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.translationGroup, original.translationGroup), eq(blogPosts.locale, input.locale)));
    if (existing) throw AppError.conflict('blogAdmin.translationExists');
    translationGroup = original.translationGroup;
  }
  const slug = input.slug || (await freeSlugFromTitle(db, input.locale, input.title));
  if (input.slug) await ensureSlugFree(db, input.locale, slug);
  await ensureImage(db, input.imageFileId);
  let row: BlogPostRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      // The new post takes its address over from an old slug that pointed elsewhere.
      await tx
        .delete(blogSlugRedirects)
        .where(and(eq(blogSlugRedirects.locale, input.locale), eq(blogSlugRedirects.slug, slug)));
      const [inserted] = await tx
        .insert(blogPosts)
        .values({
          locale: input.locale,
          ...(translationGroup ? { translationGroup } : {}),
          slug,
          title: input.title,
          excerpt: input.excerpt,
          content: input.content,
          category: input.category,
          featured: input.featured,
          seoTitle: input.seoTitle,
          seoDescription: input.seoDescription,
          ...imageColumns(input),
          status: 'draft',
          authorId: actor.userId,
        })
        .returning();
      return inserted;
    });
  } catch (error) {
    throw uniqueViolation(error);
  }
  return toAdminBlogPost(db, row!);
}

/** A unique index hit by a concurrent request: the same answers as the checks before it. */
function uniqueViolation(error: unknown): unknown {
  if (!isUniqueViolationError(error)) return error;
  return JSON.stringify(loggedDatabaseError(error as Error)).includes('blog_posts_group_locale_idx')
    ? AppError.conflict('blogAdmin.translationExists')
    : slugTaken();
}

/** 422 with the fields a published post needs (BLOG_PUBLISH_REQUIREMENTS), or nothing. */
export function checkPublishRequirements(post: { excerpt: string; content: string }): void {
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(BLOG_PUBLISH_REQUIREMENTS)) {
    if (!post[field as keyof typeof BLOG_PUBLISH_REQUIREMENTS].trim()) fields[field] = key;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(422, 'VALIDATION_FAILED', 'errors.validationFailed', {}, fields);
  }
}

/**
 * Saves the editor's whole state (autosave and the save button), based on `version`: when the
 * post was saved since (another tab, another moderator), 409 `blogAdmin.versionConflict` and
 * nothing changes. A save bumps the version and updatedAt. An empty slug keeps the current one;
 * when a published post's slug changes, its old address answers 301 to the new one. A published
 * post keeps what publishing asks for (422 otherwise).
 */
export async function saveBlogPost({ db }: Deps, id: string, input: SaveInput): Promise<AdminBlogPost> {
  const current = await findBlogPostForAdmin(db, id);
  if (current.version !== input.version) throw AppError.conflict('blogAdmin.versionConflict');
  const slug = input.slug || current.slug;
  if (slug !== current.slug) await ensureSlugFree(db, current.locale, slug, id);
  await ensureImage(db, input.imageFileId);
  if (current.status === 'published') checkPublishRequirements(input);

  let saved: BlogPostRow | undefined;
  try {
    saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(blogPosts)
        .set({
          slug,
          title: input.title,
          excerpt: input.excerpt,
          content: input.content,
          category: input.category,
          featured: input.featured,
          seoTitle: input.seoTitle,
          seoDescription: input.seoDescription,
          ...imageColumns(input),
          version: sql`${blogPosts.version} + 1`,
          updatedAt: new Date(),
        })
        // The version in the condition: of two saves based on the same version, one changes the row.
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, input.version)))
        .returning();
      if (!row) return undefined;
      if (slug !== current.slug) {
        await tx
          .delete(blogSlugRedirects)
          .where(and(eq(blogSlugRedirects.locale, current.locale), eq(blogSlugRedirects.slug, slug)));
        if (current.status === 'published') {
          await tx
            .insert(blogSlugRedirects)
            .values({ locale: current.locale, slug: current.slug, postId: id })
            .onConflictDoUpdate({
              target: [blogSlugRedirects.locale, blogSlugRedirects.slug],
              set: { postId: id, createdAt: new Date() },
            });
        }
      }
      return row;
    });
  } catch (error) {
    throw uniqueViolation(error);
  }
  if (!saved) throw AppError.conflict('blogAdmin.versionConflict');
  return toAdminBlogPost(db, saved);
}
