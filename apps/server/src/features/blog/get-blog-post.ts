import type { BlogPost } from '@azubi/shared/blog/blog-posts';
import type { Locale } from '@azubi/shared/i18n/locales';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
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
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug), isPublished()))
    .limit(1);
  if (!row) return null;
  const [translation] = await db
    .select({ locale: blogPosts.locale, slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationGroup, row.translationGroup), ne(blogPosts.locale, locale), isPublished()))
    .limit(1);
  return toBlogPost(row, translation ?? null);
}
