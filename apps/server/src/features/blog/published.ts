import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { blogPosts } from '../../db/schema';

/** Visible to readers: published, with a publication time that has come (a future one schedules the post). */
export function isPublished() {
  return and(
    eq(blogPosts.status, 'published'),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, sql`now()`),
  );
}
