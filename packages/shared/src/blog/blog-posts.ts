import { z } from '../zod';
import { LOCALES } from '../i18n/locales';

/** The blog's categories (spec §2 shared screens), in the order the filter shows them. */
export const BLOG_CATEGORIES = ['ausbildung', 'fsj', 'certificates', 'success', 'tips', 'employers', 'news'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** What the category filter offers: every category, or `all`. */
export const BLOG_CATEGORY_FILTERS = ['all', ...BLOG_CATEGORIES] as const;
export type BlogCategoryFilter = (typeof BLOG_CATEGORY_FILTERS)[number];

export const BLOG_PAGE_SIZE = 9;
export const BLOG_PAGE_SIZE_MAX = 50;
export const BLOG_SEARCH_MAX_LENGTH = 100;

export const BlogLocaleSchema = z.enum(LOCALES);

/** `GET /api/blog/posts`: one page of published posts, newest first. */
export const BlogPostListQuerySchema = z.object({
  locale: BlogLocaleSchema.default('en'),
  category: z.enum(BLOG_CATEGORY_FILTERS).default('all'),
  q: z.string().trim().max(BLOG_SEARCH_MAX_LENGTH).optional(),
  /** The `nextCursor` of the previous page; left out for the first page. */
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(BLOG_PAGE_SIZE_MAX).default(BLOG_PAGE_SIZE),
});
export type BlogPostListQuery = z.input<typeof BlogPostListQuerySchema>;

export const BlogPostParamsSchema = z.object({
  locale: BlogLocaleSchema,
  slug: z.string().min(1).max(200),
});

export const BlogImageSchema = z.object({
  /** A same-origin path, e.g. `/blog/ausbildung-workshop.svg`. */
  src: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type BlogImage = z.infer<typeof BlogImageSchema>;

export const BlogPostSummarySchema = z.object({
  id: z.uuid(),
  locale: BlogLocaleSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  featured: z.boolean(),
  /** ISO 8601 date-time. */
  publishedAt: z.string(),
  readingMinutes: z.number().int().min(1),
  image: BlogImageSchema.nullable(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostListSchema = z.object({
  items: z.array(BlogPostSummarySchema),
  /** Pass as `cursor` to get the next page; null when there is none. */
  nextCursor: z.string().nullable(),
});
export type BlogPostList = z.infer<typeof BlogPostListSchema>;

/** `GET /api/blog/posts/:locale/:slug`: one published post with its text. */
export const BlogPostSchema = BlogPostSummarySchema.extend({
  /** Markdown-like plain text: see parseBlogContent. */
  content: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: z.string(),
  /** The same article in the other language, when it is published; the language switcher goes there. */
  translation: z.object({ locale: BlogLocaleSchema, slug: z.string() }).nullable(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** Reading time at 200 words a minute (readers in a second language read slower than the usual 230). */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/**
 * The API address of one page of the list. Both the web app and the server (which preloads the
 * first page in the HTML it sends) build it here, so the two are byte for byte the same.
 */
export function blogPostListUrl(query: {
  locale: (typeof LOCALES)[number];
  category?: BlogCategoryFilter;
  q?: string;
  cursor?: string | null;
  limit?: number;
}): string {
  const params = new URLSearchParams({ locale: query.locale });
  if (query.category && query.category !== 'all') params.set('category', query.category);
  const q = query.q?.trim();
  if (q) params.set('q', q.slice(0, BLOG_SEARCH_MAX_LENGTH));
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit && query.limit !== BLOG_PAGE_SIZE) params.set('limit', String(query.limit));
  return `/api/blog/posts?${params.toString()}`;
}

export function blogPostUrl(locale: (typeof LOCALES)[number], slug: string): string {
  return `/api/blog/posts/${locale}/${encodeURIComponent(slug)}`;
}

/** The list's filter as the page address carries it (`/blog?category=fsj&q=visa`); anything unknown is ignored. */
export function blogFilterFromSearchParams(params: URLSearchParams): { category: BlogCategoryFilter; q: string } {
  const category = params.get('category') ?? 'all';
  return {
    category: (BLOG_CATEGORY_FILTERS as readonly string[]).includes(category)
      ? (category as BlogCategoryFilter)
      : 'all',
    q: (params.get('q') ?? '').trim().slice(0, BLOG_SEARCH_MAX_LENGTH),
  };
}
