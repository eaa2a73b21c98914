/**
 * The blog admin's statuses and limits, without zod (`blog-admin.ts` has the schemas and re-exports
 * these): the admins' post list imports them from here and so does not ship zod to the browser (ADR
 * 0033).
 */

export const BLOG_ADMIN_STATUSES = ['draft', 'published', 'archived'] as const;
export type BlogAdminStatus = (typeof BLOG_ADMIN_STATUSES)[number];
export const BLOG_STATUS_ACTIONS = ['publish', 'unpublish', 'archive'] as const;
export type BlogStatusAction = (typeof BLOG_STATUS_ACTIONS)[number];

export const BLOG_TITLE_MAX = 160;
export const BLOG_SLUG_MAX = 120;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_CONTENT_MAX = 100_000;
export const BLOG_IMAGE_ALT_MAX = 250;
/** Search engines show about this much; longer is allowed (up to the max) but the editor warns. */
export const BLOG_SEO_TITLE_IDEAL = 60;
export const BLOG_SEO_TITLE_MAX = 120;
export const BLOG_SEO_DESCRIPTION_IDEAL = 160;
export const BLOG_SEO_DESCRIPTION_MAX = 300;
/** The editor saves after this much typing pause, and when the page is left. */
export const BLOG_AUTOSAVE_DELAY_MS = 3_000;
export const BLOG_ADMIN_PAGE_SIZE = 20;
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
