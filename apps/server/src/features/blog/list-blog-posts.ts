import type { BlogPostList } from '@azubi/shared/blog/blog-posts';
import type { BlogPostListQuerySchema } from '@azubi/shared/blog/blog-schemas';
import type { Locale } from '@azubi/shared/i18n/locales';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { blogImages, blogPosts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { toBlogPostSummary } from './blog-post-row';
import { isPublished } from './published';

type Input = z.output<typeof BlogPostListQuerySchema>;

/** The text-search dictionary of each language: stems "Ausbildungen" to "ausbild", "nurses" to "nurs". */
const SEARCH_DICTIONARY: Record<Locale, string> = { en: 'english', de: 'german' };

/**
 * One page of published posts in a language, newest first, optionally of one category and
 * matching a search. Keyset pagination: the cursor is the last row's (published_at, id), so
 * "load more" neither repeats nor skips a post when new ones are published meanwhile.
 */
export async function listBlogPosts({ db, input }: { db: Database; input: Input }): Promise<BlogPostList> {
  const conditions: (SQL | undefined)[] = [eq(blogPosts.locale, input.locale), isPublished()];
  if (input.category !== 'all') conditions.push(eq(blogPosts.category, input.category));
  const q = input.q?.trim();
  if (q) conditions.push(searchCondition(input.locale, q));
  if (input.cursor) {
    const [publishedAt, id] = decodeCursor(input.cursor);
    conditions.push(sql`(${blogPosts.publishedAt}, ${blogPosts.id}) < (${publishedAt}::timestamptz, ${id}::uuid)`);
  }

  const rows = await db
    .select({
      post: blogPosts,
      cursorTime: sql<string>`${blogPosts.publishedAt}::text`,
      width: blogImages.width,
      height: blogImages.height,
    })
    .from(blogPosts)
    .leftJoin(blogImages, eq(blogImages.fileId, blogPosts.featuredImageFileId))
    .where(and(...conditions))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(input.limit + 1);

  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) =>
      toBlogPostSummary(
        row.post,
        row.width !== null && row.height !== null ? { width: row.width, height: row.height } : null,
      ),
    ),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.cursorTime, last.post.id) : null,
  };
}

/**
 * Full-text search with the language's stemming (whole words: "Ausbildungen" finds "Ausbildung"),
 * or a substring match for partial words and German compounds ("pflege" finds "Altenpflegerin").
 * The full-text part is a subquery on the language's GIN index (schema/community.ts: same
 * expression, same literal language); the listing index then walks posts newest first and stops at
 * the page size. Measured on PGlite with 10,000 posts per language: 20 ms when many posts match,
 * 110 ms when none do (3.8 s when the text search ran row by row).
 */
function searchCondition(locale: Locale, q: string): SQL {
  const dictionary = sql.raw(`'${SEARCH_DICTIONARY[locale]}'::regconfig`);
  const language = sql.raw(`'${locale}'`);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${blogPosts.id} in (select "id" from "blog_posts" where "locale" = ${language} and to_tsvector(${dictionary}, "title" || ' ' || "excerpt" || ' ' || "content") @@ websearch_to_tsquery(${dictionary}, ${q})) or ${blogPosts.title} ilike ${pattern} or ${blogPosts.excerpt} ilike ${pattern} or ${blogPosts.content} ilike ${pattern})`;
}

function encodeCursor(publishedAt: string, id: string): string {
  return Buffer.from(JSON.stringify([publishedAt, id])).toString('base64url');
}

/** PostgreSQL's text form of a timestamptz, e.g. `2025-11-21 13:25:28.123456+00`. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      TIMESTAMP.test(value[0]) &&
      typeof value[1] === 'string' &&
      UUID.test(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // Not base64url JSON: reported below.
  }
  throw AppError.validation({ cursor: 'validation.invalidFormat' });
}
