import type { AdminBlogPost, AdminBlogPostSummary, BlogAdminImage } from '@azubi/shared/blog/blog-admin';
import { blogIllustrationAlt, BLOG_ILLUSTRATION_SIZE } from '@azubi/shared/blog/blog-illustrations';
import { localizePath } from '@azubi/shared/i18n/locales';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogImages, blogPosts, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { blogImageUrl } from './render-markdown';

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** A post by id for the admin, in any state; "Blog post not found" otherwise. */
export async function findBlogPostForAdmin(db: Database, id: string): Promise<BlogPostRow> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw AppError.notFound('blogAdmin.notFound');
  return row;
}

/** The list rows with their authors' names and their translations (in any state). */
export async function toAdminSummaries(db: Database, rows: BlogPostRow[]): Promise<AdminBlogPostSummary[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((row) => row.authorId).filter((id): id is string => Boolean(id)))];
  const authors = authorIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds))
    : [];
  const translations = await db
    .select({
      id: blogPosts.id,
      group: blogPosts.translationGroup,
      locale: blogPosts.locale,
      title: blogPosts.title,
      status: blogPosts.status,
    })
    .from(blogPosts)
    .where(
      inArray(
        blogPosts.translationGroup,
        rows.map((row) => row.translationGroup),
      ),
    );
  const authorName = new Map(authors.map((a) => [a.id, a.name]));
  return rows.map((row) => {
    const translation = translations.find((t) => t.group === row.translationGroup && t.locale !== row.locale);
    return {
      id: row.id,
      locale: row.locale,
      slug: row.slug,
      title: row.title,
      status: row.status,
      featured: row.featured,
      category: row.category,
      authorName: (row.authorId && authorName.get(row.authorId)) || null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      translation: translation
        ? { id: translation.id, locale: translation.locale, title: translation.title, status: translation.status }
        : null,
    };
  });
}

/** A post as the editor loads it. */
export async function toAdminBlogPost(db: Database, row: BlogPostRow): Promise<AdminBlogPost> {
  const [summary] = await toAdminSummaries(db, [row]);
  return {
    ...summary!,
    version: row.version,
    excerpt: row.excerpt,
    content: row.content,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    image: await adminImage(db, row),
    publicPath: localizePath(`/blog/${encodeURIComponent(row.slug)}`, row.locale),
  };
}

async function adminImage(db: Database, row: BlogPostRow): Promise<BlogAdminImage | null> {
  if (row.featuredImageFileId) {
    const [size] = await db
      .select({ width: blogImages.width, height: blogImages.height })
      .from(blogImages)
      .where(eq(blogImages.fileId, row.featuredImageFileId));
    if (size) {
      return {
        fileId: row.featuredImageFileId,
        src: blogImageUrl(row.featuredImageFileId),
        alt: row.featuredImageAlt ?? '',
        ...size,
      };
    }
  }
  const path = row.featuredImagePath;
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return {
    fileId: null,
    src: path,
    alt: blogIllustrationAlt(path, row.locale) ?? row.title,
    ...BLOG_ILLUSTRATION_SIZE,
  };
}

/** Field error 409 "blogAdmin.slugTaken" when another post of the language has the slug. */
export async function ensureSlugFree(db: Database, locale: BlogPostRow['locale'], slug: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined),
    );
  if (taken) throw slugTaken();
}

export const slugTaken = () =>
  new AppError(409, 'CONFLICT', 'blogAdmin.slugTaken', {}, { slug: 'blogAdmin.slugTaken' });
