/**
 * A placement's statuses, sorts and limits, without zod (`placements.ts` has the schemas and
 * re-exports these): the placement screens and the applications board import them from here and so
 * do not ship zod to the browser (ADR 0033).
 */

export const PLACEMENT_STATUSES = ['active', 'completed', 'closed'] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];
export const PLACEMENT_CLOSE_REASONS = ['visa_refused', 'candidate_withdrew', 'company_withdrew', 'other'] as const;
export type PlacementCloseReason = (typeof PLACEMENT_CLOSE_REASONS)[number];
export const PLACEMENT_SIDES = ['candidate', 'company'] as const;
export type PlacementSide = (typeof PLACEMENT_SIDES)[number];
export const PLACEMENT_SORTS = ['first_day', 'progress', 'updated', 'opened'] as const;
export type PlacementSort = (typeof PLACEMENT_SORTS)[number];

export const PLACEMENT_NOTE_MAX = 1000;
export const PLACEMENT_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const PLACEMENT_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** Reminders go to a step's owner this many days before its due date. */
export const PLACEMENT_REMINDER_DAYS = [7, 1] as const;
