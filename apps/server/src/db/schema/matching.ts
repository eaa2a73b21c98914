import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { users } from './auth';
import { companies } from './companies';
import { approvalStatus, germanLevel } from './enums';
import { listings } from './listings';

/** An employer's saved candidate with the team's private notes. */
export const savedCandidates = pgTable(
  'saved_candidates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_candidates_company_candidate_idx').on(t.companyId, t.candidateId),
    index('saved_candidates_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * A private note of a company's team on a candidate: shared with the whole team, never shown to
 * the candidate, each with its author and time.
 */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_notes_company_candidate_idx').on(t.companyId, t.candidateId, t.createdAt)],
);

/**
 * A candidate's explicit consent to show their profile to one company ("Reveal my profile" in a
 * conversation the company opened): one of the ways a candidate reveals themselves (docs/decisions/README.md
 * "Anonymised first contact", revised in turn 3). Never a company's act; saving and notes are not.
 */
export const candidateReveals = pgTable(
  'candidate_reveals',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.companyId] })],
);

/** An employer's candidate search profile ("search alert"). */
export const candidateSearchProfiles = pgTable(
  'candidate_search_profiles',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    minGermanLevel: germanLevel('min_german_level'),
    preferredLocations: text('preferred_locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fieldsOfInterest: text('fields_of_interest')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredCountries: text('preferred_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    requiresDriversLicense: boolean('requires_drivers_license').notNull().default(false),
    requiresWorkPermit: boolean('requires_work_permit').notNull().default(false),
    willingToRelocate: boolean('willing_to_relocate'),
    notifyOnMatch: boolean('notify_on_match').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    /** The matching run's watermark: candidates changed since (less a short overlap) are looked at. */
    lastCheckedAt: tz('last_checked_at'),
    /** When the team last looked at its matches ("new since the last visit"). */
    lastSeenAt: tz('last_seen_at'),
    /** The last "check now" (at most one a minute). */
    lastManualCheckAt: tz('last_manual_check_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('candidate_search_profiles_company_idx').on(t.companyId)],
);

/** A candidate's training search profile. */
export const trainingSearchProfiles = pgTable(
  'training_search_profiles',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    preferredLocations: text('preferred_locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maxGermanLevel: germanLevel('max_german_level'),
    startDateFrom: date('start_date_from', { mode: 'string' }),
    startDateTo: date('start_date_to', { mode: 'string' }),
    fieldsOfInterest: text('fields_of_interest')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minSalary: integer('min_salary'),
    maxDurationMonths: integer('max_duration_months'),
    isActive: boolean('is_active').notNull().default(true),
    notifyOnMatch: boolean('notify_on_match').notNull().default(true),
    /** Unused: a profile's approval follows the candidate's profile (read from candidate_profiles). */
    approvalStatus: approvalStatus('approval_status').notNull().default('pending'),
    /** The matching run's watermark: listings changed since (less a short overlap) are looked at. */
    lastCheckedAt: tz('last_checked_at'),
    /** When the candidate last looked at its matches ("new since the last visit"). */
    lastSeenAt: tz('last_seen_at'),
    /** The last "check now" (at most one a minute). */
    lastManualCheckAt: tz('last_manual_check_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('training_search_profiles_candidate_idx').on(t.candidateId)],
);

/** A candidate found by an employer's search profile; the unique key makes each match notify once. */
export const candidateMatches = pgTable(
  'candidate_matches',
  {
    searchProfileId: uuid('search_profile_id')
      .notNull()
      .references(() => candidateSearchProfiles.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score'),
    /** Claimed by the in-app notification step (set at once when nobody is to be told). */
    notifiedAt: tz('notified_at'),
    /** Claimed by the daily e-mail digest (set at once when nobody is to be told). */
    emailedAt: tz('emailed_at'),
    dismissedAt: tz('dismissed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // A pair is recorded once: its key (migration 0029; no surrogate id, whose random values cost
    // the matching run a second index written out of order, ADR 0022).
    primaryKey({ name: 'candidate_matches_pkey', columns: [t.searchProfileId, t.candidateId] }),
    index('candidate_matches_candidate_idx').on(t.candidateId),
    // Rows arrive in time order: a block range index serves the analytics' days for almost no upkeep.
    index('candidate_matches_created_idx').using('brin', t.createdAt),
    index('candidate_matches_unemailed_idx')
      .on(t.searchProfileId)
      .where(sql`emailed_at is null`),
    index('candidate_matches_unnotified_idx')
      .on(t.searchProfileId)
      .where(sql`notified_at is null`),
  ],
);

/** A listing found by a candidate's training search profile; notified once. */
export const listingMatches = pgTable(
  'listing_matches',
  {
    searchProfileId: uuid('search_profile_id')
      .notNull()
      .references(() => trainingSearchProfiles.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    score: integer('score'),
    notifiedAt: tz('notified_at'),
    emailedAt: tz('emailed_at'),
    dismissedAt: tz('dismissed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'listing_matches_pkey', columns: [t.searchProfileId, t.listingId] }),
    index('listing_matches_listing_idx').on(t.listingId),
    index('listing_matches_created_idx').using('brin', t.createdAt),
    index('listing_matches_unemailed_idx')
      .on(t.searchProfileId)
      .where(sql`emailed_at is null`),
    index('listing_matches_unnotified_idx')
      .on(t.searchProfileId)
      .where(sql`notified_at is null`),
  ],
);

/**
 * The match e-mail digests sent: one per user and day (in the user's time zone), claimed by its
 * primary key before the mail goes out, so two runs at once send it once. `profile_ids` are the
 * profiles it listed: its one-click unsubscribe (List-Unsubscribe) switches them off.
 */
export const matchDigests = pgTable(
  'match_digests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    profileIds: uuid('profile_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    matchCount: integer('match_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('match_digests_user_day_idx').on(t.userId, t.day)],
);
