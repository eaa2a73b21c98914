import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { users } from './auth';
import { companies } from './companies';
import { interviewStatus, videoPlatform } from './enums';
import { applications } from './listings';

/**
 * A video interview. `starts_at` is UTC; `timezone` is the IANA zone the employer scheduled in,
 * so both sides can be shown their own time beside the other's. A self-booking interview has
 * offered times (`interview_slots`) and no `starts_at` until the candidate books one.
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
    /** The team member who holds the interview (two bookings of one interviewer cannot overlap). */
    interviewerId: uuid('interviewer_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: tz('starts_at'),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    timezone: text('timezone').notNull().default('Europe/Berlin'),
    platform: videoPlatform('platform').notNull(),
    videoLink: text('video_link').notNull(),
    message: text('message'),
    status: interviewStatus('status').notNull().default('scheduled'),
    /** The .ics SEQUENCE: raised on every change the calendars must follow. */
    sequence: integer('sequence').notNull().default(0),
    cancelReason: text('cancel_reason'),
    canceledBy: uuid('canceled_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    /** The candidate asked for another time (cleared by a reschedule). */
    newTimeNote: text('new_time_note'),
    newTimeRequestedAt: tz('new_time_requested_at'),
    /** The team's private note after the interview (never shown to the candidate). */
    outcomeNote: text('outcome_note'),
    /** Reminder bookkeeping so each reminder goes out once (reset when the time changes). */
    reminded24hAt: tz('reminded_24h_at'),
    reminded1hAt: tz('reminded_1h_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_company_starts_idx').on(t.companyId, t.startsAt),
    index('interviews_candidate_starts_idx').on(t.candidateId, t.startsAt),
    index('interviews_created_idx').on(t.createdAt),
    /** Sweeps: live interviews by start (reminders, completion). */
    index('interviews_live_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} in ('scheduled', 'rescheduled', 'accepted')`),
    /** One interviewer, one interview per start time (the booking also checks overlaps under a lock). */
    uniqueIndex('interviews_interviewer_start_uidx')
      .on(t.interviewerId, t.startsAt)
      .where(sql`${t.status} in ('scheduled', 'rescheduled', 'accepted') and ${t.startsAt} is not null`),
    check('interviews_duration_range', sql`${t.durationMinutes} between 15 and 180`),
    check('interviews_cancel_reason', sql`${t.status} <> 'canceled' or ${t.cancelReason} is not null`),
  ],
);

/** The times offered for a self-booking interview; the candidate books one, the rest are released. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: id(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: tz('starts_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('interview_slots_interview_start_unique').on(t.interviewId, t.startsAt)],
);

/** Earlier times of a rescheduled interview (its history). */
export const interviewTimeChanges = pgTable(
  'interview_time_changes',
  {
    id: id(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    previousStartsAt: tz('previous_starts_at').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('interview_time_changes_interview_idx').on(t.interviewId, t.createdAt)],
);
