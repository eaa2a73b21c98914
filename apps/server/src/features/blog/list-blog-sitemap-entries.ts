import type { Locale } from '@azubi/shared/i18n/locales';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { isPublished } from './published';

export type BlogSitemapEntry = {
  translationGroup: string;
  locale: Locale;
  slug: string;
  updatedAt: Date;
};

/** Every published post in every language, for sitemap.xml (grouped by translation there). */
export async function listBlogSitemapEntries({ db }: { db: Database }): Promise<BlogSitemapEntry[]> {
  return db
    .select({
      translationGroup: blogPosts.translationGroup,
      locale: blogPosts.locale,
      slug: blogPosts.slug,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isPublished())
    .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.locale));
}
