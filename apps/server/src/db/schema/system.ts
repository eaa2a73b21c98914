import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, tz } from './_columns';
import { users } from './auth';

/**
 * Audit and journey events (spec §3 analytics_events). Audit rows carry ip_address, user_agent
 * and timestamp in `metadata` as the spec says, and in columns for querying.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_event_created_idx').on(t.event, t.createdAt),
    index('analytics_events_user_idx').on(t.userId),
    // The admin's audit log: newest first over every action (migration 0027).
    index('analytics_events_created_idx').on(t.createdAt),
  ],
);

/**
 * The journeys' daily roll-up for the admin's analytics (features/journeys, migration 0027): per
 * UTC day, `kind` `sessions`, `duration_ms` and `steps` (key '') are sums; `entry` and `exit`
 * (key: a path), `transition` (key: from-path TAB to-path) and `duration_bucket` (key: seconds,
 * 10-second buckets up to 10 minutes, then whole minutes up to 3 hours) are counts. Written in the
 * transaction that stores the journey (a resent journey takes its old figures back first), so a
 * year of figures is read from a few hundred thousand small rows instead of a million journeys.
 * Test users' journeys are not added.
 */
export const analyticsJourneyDaily = pgTable(
  'analytics_journey_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key] })],
);

/**
 * The admin's daily figures of closed days (features/admin-analytics, migration 0027): per UTC day
 * before today, `metric` sign-ups per role (`signups_<role>`), `active_users`, `listings`,
 * `applications`, `interviews`, `messages`, `matches`, and `_computed` once the day is complete.
 * Computed the first time a period asks for the day, then read; today is always counted live.
 * A later deletion does not change a closed day's figures (they are counts, not people).
 */
export const analyticsDailyFigures = pgTable(
  'analytics_daily_figures',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric] })],
);

/** Who was active on which UTC day (a sign-in, a journey, any audited action); test users left out. */
export const analyticsActiveUsers = pgTable(
  'analytics_active_users',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] }), index('analytics_active_users_user_idx').on(t.userId)],
);

/** Mail written while no SMTP server is configured; listed by a development-only page. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  locale: text('locale'),
  /** Users the mail is about (an applicant named in an employer's mail): their account's deletion removes their name. */
  mentions: uuid('mentions')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  createdAt: createdAt(),
});

/** Small facts about this installation, e.g. that the demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
