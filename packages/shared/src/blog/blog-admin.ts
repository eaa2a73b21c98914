import { LOCALES } from '../i18n/locales';
import { cleanText } from '../text/clean-text';
import { z } from '../zod';
import { BLOG_CATEGORIES } from './blog-posts';
import {
  BLOG_ADMIN_STATUSES,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_IMAGE_ALT_MAX,
  BLOG_SEO_DESCRIPTION_MAX,
  BLOG_SEO_TITLE_MAX,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_STATUS_ACTIONS,
  BLOG_TITLE_MAX,
} from './blog-admin-options';

// The statuses and limits without zod, for the browser's screens (ADR 0033).
export {
  BLOG_ADMIN_PAGE_SIZE,
  BLOG_ADMIN_STATUSES,
  BLOG_AUTOSAVE_DELAY_MS,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_IMAGE_ALT_MAX,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_SEO_DESCRIPTION_IDEAL,
  BLOG_SEO_DESCRIPTION_MAX,
  BLOG_SEO_TITLE_IDEAL,
  BLOG_SEO_TITLE_MAX,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_STATUS_ACTIONS,
  BLOG_TITLE_MAX,
  type BlogAdminStatus,
  type BlogStatusAction,
} from './blog-admin-options';

/**
 * The blog admin's contract (spec §2 blog admin, §3 blog post, §4 draft/published/archived;
 * docs/decisions/README.md "Markdown"; issue 18): moderators and admins write posts in Markdown (CommonMark),
 * rendered and sanitised on the server by the same function the public page uses. Every save
 * carries the version it was based on; a save based on an older version is refused (409
 * `blogAdmin.versionConflict`) so that two tabs never overwrite each other. Messages are keys of
 * the shared `blogAdmin` namespace.
 *
 * Routes (apps/server/src/features/blog/admin-routes.ts), all for moderators and admins:
 *   GET    /api/admin/blog/posts                  AdminBlogPostListQuerySchema → AdminBlogPostListSchema
 *   POST   /api/admin/blog/posts                  BlogPostDraftSchema → 201 AdminBlogPostSchema (a draft)
 *   GET    /api/admin/blog/posts/:id              → AdminBlogPostSchema
 *   PUT    /api/admin/blog/posts/:id              BlogPostSaveSchema → AdminBlogPostSchema (version + 1)
 *   POST   /api/admin/blog/posts/:id/status       BlogPostStatusChangeSchema → AdminBlogPostSchema
 *   DELETE /api/admin/blog/posts/:id              → 204
 *   POST   /api/admin/blog/preview                BlogPreviewRequestSchema → BlogPreviewSchema
 *   POST   /api/admin/blog/images                 multipart `file` (JPEG/PNG/WebP by bytes, 5 MB) → BlogUploadedImageSchema
 * Public: an archived post answers 410 (page and API) with a link to /blog; the old slug of a
 * published post whose slug changed answers 301 to the new one.
 */

/** A slug from a title: lower case, German umlauts spelt out, anything else to hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/g, '');
}

/** Drops control characters except tab and line feed (Markdown's own whitespace). */
function withoutControlCharacters(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code === 9 || code === 10 || (code >= 32 && code !== 127)) out += char;
  }
  return out;
}

const Text = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => cleanText(value ?? '', max));
const OptionalText = (max: number) => Text(max).transform((value) => value || null);

/**
 * The editable fields. A draft may be incomplete except for its title (its slug is made from the
 * title when left empty); publishing asks for the rest (see BLOG_PUBLISH_REQUIREMENTS).
 */
const EditableFields = {
  title: z
    .string({ message: 'blogAdmin.titleRequired' })
    .transform((value) => cleanText(value, BLOG_TITLE_MAX))
    .pipe(z.string().min(1, { message: 'blogAdmin.titleRequired' })),
  /** Empty: made from the title. */
  slug: z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim().toLowerCase())
    .pipe(
      z
        .string()
        .max(BLOG_SLUG_MAX, { message: 'blogAdmin.slugInvalid' })
        .refine((value) => value === '' || BLOG_SLUG_PATTERN.test(value), { message: 'blogAdmin.slugInvalid' }),
    ),
  category: z.enum(BLOG_CATEGORIES, { message: 'blogAdmin.categoryRequired' }),
  featured: z.boolean().default(false),
  seoTitle: OptionalText(BLOG_SEO_TITLE_MAX),
  seoDescription: OptionalText(BLOG_SEO_DESCRIPTION_MAX),
  excerpt: Text(BLOG_EXCERPT_MAX),
  /** Markdown; kept as written (only control characters removed), rendered and sanitised on output. */
  content: z
    .string()
    .nullish()
    .transform((value) => withoutControlCharacters((value ?? '').replace(/\r\n?/g, '\n')))
    .pipe(z.string().max(BLOG_CONTENT_MAX, { message: 'blogAdmin.contentTooLong' })),
  /** An image uploaded through POST /api/admin/blog/images, or null for none. */
  imageFileId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  /** Required when there is an image: "blogAdmin.imageAltRequired". */
  imageAlt: OptionalText(BLOG_IMAGE_ALT_MAX),
};

/** `POST /api/admin/blog/posts`: a new draft, optionally the other language of an existing post. */
export const BlogPostDraftSchema = z
  .object({
    locale: z.enum(LOCALES, { message: 'blogAdmin.localeRequired' }),
    /** Links the new post to this post as its translation (they share a translation group). */
    translationOfId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
    ...EditableFields,
  })
  .superRefine(requireAltWithImage);
export type BlogPostDraftInput = z.input<typeof BlogPostDraftSchema>;

/** `PUT /api/admin/blog/posts/:id`: the whole editable state, based on `version`. */
export const BlogPostSaveSchema = z
  .object({
    /** The version the editor loaded or last saved; a newer one on the server answers 409. */
    version: z.number().int().min(1),
    ...EditableFields,
  })
  .superRefine(requireAltWithImage);
export type BlogPostSaveInput = z.input<typeof BlogPostSaveSchema>;

function requireAltWithImage(value: { imageFileId: string | null; imageAlt: string | null }, ctx: z.RefinementCtx) {
  if (value.imageFileId && !value.imageAlt)
    ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'blogAdmin.imageAltRequired' });
}

/** `POST /api/admin/blog/posts/:id/status`. Publishing checks BLOG_PUBLISH_REQUIREMENTS. */
export const BlogPostStatusChangeSchema = z.object({
  action: z.enum(BLOG_STATUS_ACTIONS, { message: 'blogAdmin.actionRequired' }),
  version: z.number().int().min(1),
});
export type BlogPostStatusChangeInput = z.input<typeof BlogPostStatusChangeSchema>;

/**
 * What a post needs before it is published; a publish without it answers 422 with these fields
 * and messages. (A draft is saved without them.)
 */
export const BLOG_PUBLISH_REQUIREMENTS = {
  excerpt: 'blogAdmin.excerptRequired',
  content: 'blogAdmin.contentRequired',
} as const;

export const AdminBlogPostListQuerySchema = z.object({
  locale: z.enum(['all', ...LOCALES]).default('all'),
  status: z.enum(['all', ...BLOG_ADMIN_STATUSES]).default('all'),
  category: z.enum(['all', ...BLOG_CATEGORIES]).default('all'),
  /** Title, slug or excerpt. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type AdminBlogPostListQuery = z.input<typeof AdminBlogPostListQuerySchema>;

export const BlogAdminImageSchema = z.object({
  /** Null for a bundled illustration of a demo post. */
  fileId: z.string().nullable(),
  src: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type BlogAdminImage = z.infer<typeof BlogAdminImageSchema>;

export const AdminBlogPostSummarySchema = z.object({
  id: z.string(),
  locale: z.enum(LOCALES),
  slug: z.string(),
  title: z.string(),
  status: z.enum(BLOG_ADMIN_STATUSES),
  featured: z.boolean(),
  category: z.enum(BLOG_CATEGORIES),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The same article in the other language, in any state. */
  translation: z
    .object({ id: z.string(), locale: z.enum(LOCALES), title: z.string(), status: z.enum(BLOG_ADMIN_STATUSES) })
    .nullable(),
});
export type AdminBlogPostSummary = z.infer<typeof AdminBlogPostSummarySchema>;

export const AdminBlogPostListSchema = z.object({
  items: z.array(AdminBlogPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBlogPostList = z.infer<typeof AdminBlogPostListSchema>;

export const AdminBlogPostSchema = AdminBlogPostSummarySchema.extend({
  version: z.number().int(),
  excerpt: z.string(),
  content: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  image: BlogAdminImageSchema.nullable(),
  /** The public address once published, e.g. `/blog/my-post` or `/de/blog/mein-beitrag`. */
  publicPath: z.string(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPostSchema>;

export const BlogPreviewRequestSchema = z.object({
  content: EditableFields.content,
});
/** The content as the public page renders it: sanitised HTML, and the reading time. */
export const BlogPreviewSchema = z.object({ html: z.string(), readingMinutes: z.number().int() });
export type BlogPreview = z.infer<typeof BlogPreviewSchema>;

export const BlogUploadedImageSchema = z.object({
  fileId: z.string(),
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type BlogUploadedImage = z.infer<typeof BlogUploadedImageSchema>;
