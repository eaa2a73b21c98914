import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { users } from './auth';
import { companies } from './companies';
import { blogCategory, blogStatus, locale, notificationType, reviewStatus } from './enums';
import { files } from './files';

/** A candidate's review of an employer; shown only once a moderator approved it. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    text: text('text'),
    status: reviewStatus('status').notNull().default('pending'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: tz('moderated_at'),
    moderationNote: text('moderation_note'),
    /** Optional aspects (issue 18), each 1–5. */
    communicationRating: smallint('communication_rating'),
    fairnessRating: smallint('fairness_rating'),
    visaSupportRating: smallint('visa_support_rating'),
    /** Shown with the author's first name and country, or as "anonymous". */
    anonymous: boolean('anonymous').notNull().default(false),
    /** One of REVIEW_REJECTION_REASONS (packages/shared/src/reviews) when rejected. */
    rejectionReason: text('rejection_reason'),
    /** When the review last went to moderation: the queue is oldest first by this. */
    submittedAt: tz('submitted_at').notNull().defaultNow(),
    /** Set when the author edited a rejected review: a rejected review may be resubmitted once. */
    resubmittedAt: tz('resubmitted_at'),
    /** The company's one public reply, moderated like the review. */
    replyText: text('reply_text'),
    replyStatus: reviewStatus('reply_status'),
    replyAuthorId: uuid('reply_author_id').references(() => users.id, { onDelete: 'set null' }),
    replySubmittedAt: tz('reply_submitted_at'),
    replyModeratedBy: uuid('reply_moderated_by').references(() => users.id, { onDelete: 'set null' }),
    replyRejectionReason: text('reply_rejection_reason'),
    replyModerationNote: text('reply_moderation_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_company_author_idx').on(t.companyId, t.authorId),
    index('reviews_status_idx').on(t.status, t.createdAt),
    index('reviews_submitted_idx').on(t.status, t.submittedAt),
    index('reviews_reply_status_idx').on(t.replyStatus, t.replySubmittedAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_aspects_range',
      sql`coalesce(${t.communicationRating}, 1) between 1 and 5 and coalesce(${t.fairnessRating}, 1) between 1 and 5 and coalesce(${t.visaSupportRating}, 1) between 1 and 5`,
    ),
  ],
);

/** A company's report of a review to the moderators (a company can never hide a review itself). */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note'),
    /** open, upheld (the review was rejected) or dismissed (it stays). */
    status: text('status').notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_reports_review_idx').on(t.reviewId),
    uniqueIndex('review_reports_open_idx')
      .on(t.reviewId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * An in-app notification. The text is rendered from `type` and `data` in the reader's language,
 * so a notification reads right even after the user switches language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Where the notification leads, a page path without language prefix. */
    link: text('link'),
    readAt: tz('read_at'),
    emailedAt: tz('emailed_at'),
    /** When a push service took this notice for one of the person's devices (Web Push, issue 32). */
    pushedAt: tz('pushed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Per-user switches for each notification type and channel; a missing row means "on". */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * A blog post in one language. Translations of the same article share `translation_group`, so
 * the language switcher can find the other version.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    locale: locale('locale').notNull(),
    translationGroup: uuid('translation_group')
      .notNull()
      .default(sql`gen_random_uuid()`),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull().default(''),
    category: blogCategory('category').notNull(),
    status: blogStatus('status').notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    featuredImageFileId: uuid('featured_image_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** A bundled image path when the post uses a stock illustration rather than an upload. */
    featuredImagePath: text('featured_image_path'),
    /** The uploaded featured image's alt text (required with an upload; illustrations carry their own). */
    featuredImageAlt: text('featured_image_alt'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: tz('published_at'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Bumped by every save in the admin: a save based on an older version is refused (autosave in two tabs). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_locale_slug_idx').on(t.locale, t.slug),
    index('blog_posts_listing_idx').on(t.locale, t.status, t.publishedAt),
    uniqueIndex('blog_posts_group_locale_idx').on(t.translationGroup, t.locale),
    // Blog search (features/blog/list-blog-posts.ts): full text with each language's stemming. The
    // expressions and the partial-index conditions must match the query's exactly.
    index('blog_posts_search_en_idx')
      .using('gin', sql`to_tsvector('english'::regconfig, ${t.title} || ' ' || ${t.excerpt} || ' ' || ${t.content})`)
      .where(sql`${t.locale} = 'en'`),
    index('blog_posts_search_de_idx')
      .using('gin', sql`to_tsvector('german'::regconfig, ${t.title} || ' ' || ${t.excerpt} || ' ' || ${t.content})`)
      .where(sql`${t.locale} = 'de'`),
  ],
);

/**
 * The old address of a published post whose slug changed: `/blog/{slug}` in that language answers
 * 301 to the post's current slug (issue 18). A slug taken again by a post of its own wins.
 */
export const blogSlugRedirects = pgTable(
  'blog_slug_redirects',
  {
    locale: locale('locale').notNull(),
    slug: text('slug').notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] }), index('blog_slug_redirects_post_idx').on(t.postId)],
);

/** An image uploaded in the blog admin (files.kind 'blog_image') with its pixel size, read from its bytes. */
export const blogImages = pgTable('blog_images', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});
