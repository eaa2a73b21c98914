import type { LOCALES } from '../i18n/locales';

/*
 * The blog's constants and the helpers both sides use. The API's zod schemas are in blog-schemas.ts:
 * building them costs a phone's main thread tens of milliseconds, and the web app only needs their
 * types, so they stay out of every module the browser loads.
 */
export type { BlogImage, BlogPost, BlogPostList, BlogPostListQuery, BlogPostSummary } from './blog-schemas';

/** The blog's categories (spec §2 shared screens), in the order the filter shows them. */
export const BLOG_CATEGORIES = ['ausbildung', 'fsj', 'certificates', 'success', 'tips', 'employers', 'news'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** What the category filter offers: every category, or `all`. */
export const BLOG_CATEGORY_FILTERS = ['all', ...BLOG_CATEGORIES] as const;
export type BlogCategoryFilter = (typeof BLOG_CATEGORY_FILTERS)[number];

export const BLOG_PAGE_SIZE = 9;
export const BLOG_PAGE_SIZE_MAX = 50;
export const BLOG_SEARCH_MAX_LENGTH = 100;

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
