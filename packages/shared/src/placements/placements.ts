import { isCalendarDate } from '../listings/listing';
import { cleanText } from '../text/clean-text';
import { z } from '../zod';
import {
  PLACEMENT_PROGRAMS,
  PLACEMENT_SOURCES,
  PLACEMENT_STEP_KEYS,
  STEP_OWNERS,
  STEP_STATES,
  type PlacementSource,
} from './placement-steps';
import {
  PLACEMENT_CLOSE_REASONS,
  PLACEMENT_NOTE_MAX,
  PLACEMENT_SIDES,
  PLACEMENT_SORTS,
  PLACEMENT_STATUSES,
} from './placement-options';

// The statuses, sorts and limits without zod, for the browser's screens (ADR 0033).
export {
  PLACEMENT_CLOSE_REASONS,
  PLACEMENT_DOCUMENT_MAX_BYTES,
  PLACEMENT_DOCUMENT_TYPES,
  PLACEMENT_NOTE_MAX,
  PLACEMENT_REMINDER_DAYS,
  PLACEMENT_SIDES,
  PLACEMENT_SORTS,
  PLACEMENT_STATUSES,
  type PlacementCloseReason,
  type PlacementSide,
  type PlacementSort,
  type PlacementStatus,
} from './placement-options';

/**
 * The placement tracker's API contract (issue 20). A placement opens when an application is
 * accepted; the candidate and the company's team share it; nobody else sees it or its files
 * (moderators and admins included). Messages are keys of the shared `placements` namespace.
 *
 * Routes (apps/server/src/features/placements/routes.ts):
 *   GET    /api/placements                                 candidate: own; company people: the company's. PlacementListQuerySchema → PlacementListSchema
 *   GET    /api/placements/:id                             the two parties → PlacementSchema
 *   PATCH  /api/placements/:id/steps/:key                  the two parties → PlacementSchema. StepUpdateSchema.
 *          State and the recorded date: the step's owner side only (both: either side); due date and note: either side.
 *   POST   /api/placements/:id/steps/:key/documents        owner side; multipart `file` (PDF, JPEG, PNG by bytes, 5 MB) → PlacementSchema
 *   GET    /api/placements/:id/documents/:documentId       the two parties → the file (attachment, private, no-store)
 *   DELETE /api/placements/:id/documents/:documentId       whoever uploaded it → PlacementSchema
 *   POST   /api/placements/:id/close                       the two parties, while active → PlacementSchema. ClosePlacementSchema
 *   GET    /api/employer/placement-stats                   company people → PlacementStatsSchema
 * A placement is `active`, `completed` (the first day is done) or `closed` (fell through, with a reason).
 */

const CalendarDate = (message: string) => z.string({ message }).refine((value) => isCalendarDate(value), { message });

/** `PATCH …/steps/:key`: any of the fields; null clears a date or the note. */
export const StepUpdateSchema = z
  .object({
    state: z.enum(STEP_STATES, { message: 'placements.stateInvalid' }).optional(),
    /** The date the step records (visa valid until, arrival, first day). */
    date: CalendarDate('placements.dateInvalid').nullable().optional(),
    dueDate: CalendarDate('placements.dueDateInvalid').nullable().optional(),
    note: z
      .string()
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : cleanText(value ?? '', PLACEMENT_NOTE_MAX) || null)),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'placements.nothingToChange',
  });
export type StepUpdateInput = z.input<typeof StepUpdateSchema>;

export const StepParamsSchema = z.object({
  id: z.uuid({ message: 'placements.notFound' }),
  key: z.enum(PLACEMENT_STEP_KEYS, { message: 'placements.stepNotFound' }),
});

export const ClosePlacementSchema = z.object({
  reason: z.enum(PLACEMENT_CLOSE_REASONS, { message: 'placements.closeReasonRequired' }),
  note: z
    .string()
    .nullish()
    .transform((value) => cleanText(value ?? '', PLACEMENT_NOTE_MAX) || null),
});
export type ClosePlacementInput = z.input<typeof ClosePlacementSchema>;

export const PlacementListQuerySchema = z.object({
  status: z.enum(['all', ...PLACEMENT_STATUSES]).default('all'),
  sort: z.enum(PLACEMENT_SORTS).default('first_day'),
});
export type PlacementListQuery = z.input<typeof PlacementListQuerySchema>;

export const PlacementDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  uploadedBySide: z.enum(PLACEMENT_SIDES),
  /** The signed-in user uploaded it and may delete it. */
  mine: z.boolean(),
});
export type PlacementDocument = z.infer<typeof PlacementDocumentSchema>;

export const PlacementStepSchema = z.object({
  key: z.enum(PLACEMENT_STEP_KEYS),
  owner: z.enum(STEP_OWNERS),
  state: z.enum(STEP_STATES),
  group: z.enum(['visa_route']).nullable(),
  recordsDate: z.boolean(),
  date: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** The due date has passed and the step is neither done nor not needed. */
  overdue: z.boolean(),
  note: z.string().nullable(),
  source: z.enum(Object.keys(PLACEMENT_SOURCES) as [PlacementSource, ...PlacementSource[]]),
  sourceUrl: z.string(),
  /** The signed-in side may change the state and the recorded date (and attach files). */
  canChangeState: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBySide: z.enum(PLACEMENT_SIDES).nullable(),
  documents: z.array(PlacementDocumentSchema),
});
export type PlacementStep = z.infer<typeof PlacementStepSchema>;

export const PlacementProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });

export const PlacementSummarySchema = z.object({
  id: z.string(),
  status: z.enum(PLACEMENT_STATUSES),
  program: z.enum(PLACEMENT_PROGRAMS),
  needsVisa: z.boolean(),
  applicationId: z.string(),
  listing: z.object({ id: z.string(), title: z.string(), location: z.string(), freeAccommodation: z.boolean() }),
  company: z.object({ id: z.string(), name: z.string() }),
  candidate: z.object({ id: z.string(), name: z.string(), country: z.string().nullable() }),
  progress: PlacementProgressSchema,
  /** The first open step in checklist order, and whose it is. */
  nextStep: z.object({ key: z.enum(PLACEMENT_STEP_KEYS), owner: z.enum(STEP_OWNERS) }).nullable(),
  /** The recorded first day, else the listing's start date; null when neither is known. */
  expectedFirstDay: z.string().nullable(),
  /** Days from today (Europe/Berlin) to expectedFirstDay; negative once it has passed. */
  daysToFirstDay: z.number().int().nullable(),
  overdueSteps: z.number().int(),
  /** Open steps waiting on each side ("both" steps count for both). */
  waitingOn: z.object({ candidate: z.number().int(), company: z.number().int() }),
  openedAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
  closeReason: z.enum(PLACEMENT_CLOSE_REASONS).nullable(),
  closeNote: z.string().nullable(),
  closedBySide: z.enum(PLACEMENT_SIDES).nullable(),
});
export type PlacementSummary = z.infer<typeof PlacementSummarySchema>;

export const PlacementListSchema = z.object({ items: z.array(PlacementSummarySchema) });
export type PlacementList = z.infer<typeof PlacementListSchema>;

export const PlacementSchema = PlacementSummarySchema.extend({
  /** The signed-in user's side. */
  mySide: z.enum(PLACEMENT_SIDES),
  conversationId: z.string().nullable(),
  steps: z.array(PlacementStepSchema),
  infoCheckedOn: z.string(),
});
export type Placement = z.infer<typeof PlacementSchema>;

export const PlacementStatsSchema = z.object({
  /** Placements that reached arrival, and the median days from acceptance to arrival (null without any). */
  arrivals: z.number().int(),
  medianDaysToArrival: z.number().nullable(),
  /** Per step: how many were done and the median days from the placement's opening to the step's completion. */
  steps: z.array(
    z.object({ key: z.enum(PLACEMENT_STEP_KEYS), done: z.number().int(), medianDays: z.number().nullable() }),
  ),
  active: z.number().int(),
  overdueSteps: z.number().int(),
});
export type PlacementStats = z.infer<typeof PlacementStatsSchema>;
