import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { users } from './auth';
import { companies } from './companies';
import { programType } from './enums';
import { files } from './files';
import { applications, listings } from './listings';

/** Mirrors PLACEMENT_STATUSES in @azubi/shared/placements/placements. */
export const placementStatus = pgEnum('placement_status', ['active', 'completed', 'closed']);
/** Mirrors PLACEMENT_CLOSE_REASONS. */
export const placementCloseReason = pgEnum('placement_close_reason', [
  'visa_refused',
  'candidate_withdrew',
  'company_withdrew',
  'other',
]);
/** Mirrors PLACEMENT_SIDES. */
export const placementSide = pgEnum('placement_side', ['candidate', 'company']);
/** Mirrors STEP_OWNERS and STEP_STATES in @azubi/shared/placements/placement-steps. */
export const placementStepOwner = pgEnum('placement_step_owner', ['candidate', 'company', 'both']);
export const placementStepState = pgEnum('placement_step_state', ['open', 'in_progress', 'done', 'not_needed']);

/**
 * From "accepted" to the first day (issue 20): one per accepted application, shared by the
 * candidate and the company's team. Deleted with the application (retention: 1 year after it
 * closed) and with either party's account.
 */
export const placements = pgTable(
  'placements',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    program: programType('program').notNull(),
    /** From the candidate's profile when the placement opened; it picked the checklist. */
    needsVisa: boolean('needs_visa').notNull(),
    status: placementStatus('status').notNull().default('active'),
    closeReason: placementCloseReason('close_reason'),
    closeNote: text('close_note'),
    closedBySide: placementSide('closed_by_side'),
    closedAt: tz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('placements_application_idx').on(t.applicationId),
    index('placements_company_idx').on(t.companyId, t.status),
    index('placements_candidate_idx').on(t.candidateId),
  ],
);

/** One checklist step of a placement, in template order (`position`). */
export const placementSteps = pgTable(
  'placement_steps',
  {
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    owner: placementStepOwner('owner').notNull(),
    state: placementStepState('state').notNull().default('open'),
    /** The date the step records (visa valid until, arrival, first day). */
    date: date('date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    note: text('note'),
    /** When the step was last marked done (for the median time per step); cleared when reopened. */
    doneAt: tz('done_at'),
    updatedAt: tz('updated_at'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBySide: placementSide('updated_by_side'),
    /** The due date a reminder was last sent for, and which one (7 or 1 days before): each is sent once. */
    remindedFor: text('reminded_for'),
  },
  (t) => [
    primaryKey({ columns: [t.placementId, t.key] }),
    index('placement_steps_due_idx')
      .on(t.dueDate)
      .where(sql`${t.dueDate} is not null and ${t.state} in ('open', 'in_progress')`),
  ],
);

/** A file attached to a step (visa, contract, recognition notice): the two parties only. */
export const placementDocuments = pgTable(
  'placement_documents',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    stepKey: text('step_key').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedBySide: placementSide('uploaded_by_side').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('placement_documents_placement_idx').on(t.placementId, t.stepKey)],
);
