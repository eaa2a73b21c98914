import { z } from '../zod';
import { LOCALES } from '../i18n/locales';
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_FILTERS,
  BLOG_PAGE_SIZE,
  BLOG_PAGE_SIZE_MAX,
  BLOG_SEARCH_MAX_LENGTH,
} from './blog-posts';

/**
 * The blog API's contract: what its routes accept and send (apps/server/src/features/blog/routes.ts).
 * Server-side only at run time; the web app imports the types through blog-posts.ts.
 */
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
  /** The Markdown as written (for the reading time and plain-text uses). */
  content: z.string(),
  /** The content rendered from Markdown (CommonMark) and sanitised on the server; the page shows exactly this. */
  contentHtml: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: z.string(),
  /** The same article in the other language, when it is published; the language switcher goes there. */
  translation: z.object({ locale: BlogLocaleSchema, slug: z.string() }).nullable(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;
