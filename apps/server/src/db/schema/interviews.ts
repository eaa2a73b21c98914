import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { users } from './auth';
import { companies } from './companies';
import { interviewStatus, videoPlatform } from './enums';
import { applications } from './listings';

/**
 * A video interview. `starts_at` is UTC; `timezone` is the IANA zone the employer scheduled in,
 * so both sides can be shown their own time beside the other's.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    scheduledBy: uuid('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
    startsAt: tz('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    timezone: text('timezone').notNull().default('Europe/Berlin'),
    platform: videoPlatform('platform').notNull(),
    videoLink: text('video_link').notNull(),
    message: text('message'),
    status: interviewStatus('status').notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    canceledBy: uuid('canceled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Reminder bookkeeping so each reminder goes out once. */
    reminded24hAt: tz('reminded_24h_at'),
    reminded1hAt: tz('reminded_1h_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_company_starts_idx').on(t.companyId, t.startsAt),
    index('interviews_candidate_starts_idx').on(t.candidateId, t.startsAt),
    check('interviews_duration_positive', sql`${t.durationMinutes} > 0`),
    check('interviews_cancel_reason', sql`${t.status} <> 'canceled' or ${t.cancelReason} is not null`),
  ],
);
