import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  ],
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
