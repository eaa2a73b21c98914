import type { BlogPost } from '@azubi/shared/blog/blog-posts';
import type { Locale } from '@azubi/shared/i18n/locales';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogImages, blogPosts, blogSlugRedirects } from '../../db/schema';
import { toBlogPost } from './blog-post-row';
import { isPublished } from './published';

/** A published post by language and slug, with the slug of its published translation; null when there is none. */
export async function getBlogPost({
  db,
  locale,
  slug,
}: {
  db: Database;
  locale: Locale;
  slug: string;
}): Promise<BlogPost | null> {
  const [found] = await db
    .select({ post: blogPosts, width: blogImages.width, height: blogImages.height })
    .from(blogPosts)
    .leftJoin(blogImages, eq(blogImages.fileId, blogPosts.featuredImageFileId))
    .where(and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug), isPublished()))
    .limit(1);
  if (!found) return null;
  const row = found.post;
  const [translation] = await db
    .select({ locale: blogPosts.locale, slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationGroup, row.translationGroup), ne(blogPosts.locale, locale), isPublished()))
    .limit(1);
  const upload = found.width !== null && found.height !== null ? { width: found.width, height: found.height } : null;
  return toBlogPost(row, upload, translation ?? null);
}

export type BlogPostLookup =
  | { kind: 'post'; post: BlogPost }
  /** Archived: readers get 410 with a link to the blog. */
  | { kind: 'gone' }
  /** An old slug of a published post whose slug changed: 301 to `slug`. */
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' };

/**
 * What readers get at a language and slug: the published post; 410 for an archived one (also
 * under an old slug of it); 301 from an old slug to the current one; anything else (drafts,
 * scheduled posts, unknown slugs) is missing.
 */
export async function lookUpBlogPost(input: { db: Database; locale: Locale; slug: string }): Promise<BlogPostLookup> {
  const post = await getBlogPost(input);
  if (post) return { kind: 'post', post };
  const { db, locale, slug } = input;
  const [own] = await db
    .select({ status: blogPosts.status })
    .from(blogPosts)
    .where(and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug)));
  if (own) return own.status === 'archived' ? { kind: 'gone' } : { kind: 'missing' };
  const [target] = await db
    .select({ post: blogPosts })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(eq(blogSlugRedirects.locale, locale), eq(blogSlugRedirects.slug, slug)));
  if (!target || target.post.locale !== locale) return { kind: 'missing' };
  if (target.post.status === 'archived') return { kind: 'gone' };
  const current = await getBlogPost({ db, locale, slug: target.post.slug });
  return current ? { kind: 'moved', slug: current.slug } : { kind: 'missing' };
}
