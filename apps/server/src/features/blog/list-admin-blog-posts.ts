import {
  BLOG_ADMIN_PAGE_SIZE,
  type AdminBlogPostList,
  type AdminBlogPostListQuerySchema,
} from '@azubi/shared/blog/blog-admin';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { toAdminSummaries } from './admin-blog-post-view';

type Input = z.output<typeof AdminBlogPostListQuerySchema>;

/**
 * Every post in both languages and every state for /admin/blog, last changed first, filtered by
 * language, state and category and searched in title, slug and excerpt; BLOG_ADMIN_PAGE_SIZE a page.
 */
export async function listAdminBlogPosts({ db }: { db: Database }, input: Input): Promise<AdminBlogPostList> {
  const conditions: (SQL | undefined)[] = [];
  if (input.locale !== 'all') conditions.push(eq(blogPosts.locale, input.locale));
  if (input.status !== 'all') conditions.push(eq(blogPosts.status, input.status));
  if (input.category !== 'all') conditions.push(eq(blogPosts.category, input.category));
  const q = input.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern), ilike(blogPosts.excerpt, pattern)),
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(BLOG_ADMIN_PAGE_SIZE)
    .offset((input.page - 1) * BLOG_ADMIN_PAGE_SIZE);
  return {
    items: await toAdminSummaries(db, rows),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: BLOG_ADMIN_PAGE_SIZE,
  };
}
