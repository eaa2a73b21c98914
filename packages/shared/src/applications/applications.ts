import { z } from '../zod';
import { PLACEMENT_CLOSE_REASONS, PLACEMENT_NOTE_MAX } from '../placements/placements';
import { DOCUMENT_TYPES } from '../files/files';
import { cleanText } from '../text/clean-text';
import {
  APPLICATION_DOCUMENTS_MAX,
  APPLICATION_STATUSES,
  COVER_LETTER_MAX,
  EMPLOYER_SETTABLE_STATUSES,
} from './application-rules';

// The statuses and rules without zod, for the browser's screens (ADR 0033).
export * from './application-rules';

export const ApplyInputSchema = z.object({
  coverLetter: z
    .string()
    .default('')
    .transform((value) => cleanText(value, COVER_LETTER_MAX)),
  /** Attach the CV generated from the profile. */
  includeCv: z.boolean().default(false),
  /** The candidate's own documents this company may see, for this application only. */
  documentIds: z
    .array(z.uuid({ message: 'applications.documentInvalid' }))
    .max(APPLICATION_DOCUMENTS_MAX, { message: 'applications.documentInvalid' })
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type ApplyInput = z.output<typeof ApplyInputSchema>;

export const StatusChangeSchema = z.object({
  status: z.enum(EMPLOYER_SETTABLE_STATUSES, { message: 'applications.statusInvalid' }),
  /**
   * Moving an application out of "Accepted" closes its running placement: why (both sides see it)
   * and an optional note. Required then; ignored otherwise. Accepting it again reopens the placement.
   */
  placement: z
    .object({
      reason: z.enum(PLACEMENT_CLOSE_REASONS, { message: 'placements.closeReasonRequired' }),
      note: z.string().max(PLACEMENT_NOTE_MAX, { message: 'validation.tooLong' }).nullish(),
    })
    .optional(),
});
export type StatusChangeInput = z.input<typeof StatusChangeSchema>;

export const StatusHistoryEntrySchema = z.object({
  fromStatus: z.enum(APPLICATION_STATUSES).nullable(),
  toStatus: z.enum(APPLICATION_STATUSES),
  at: z.string(),
});

/** A document shared with one application; the company opens it at `url`. */
export const SharedDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  name: z.string(),
  label: z.string().nullable(),
  url: z.string(),
});
export type SharedDocument = z.infer<typeof SharedDocumentSchema>;

export const CandidateApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  coverLetter: z.string(),
  appliedAt: z.string(),
  includeCv: z.boolean(),
  documents: z.array(SharedDocumentSchema),
  listing: z.object({
    id: z.string(),
    title: z.string(),
    companyName: z.string(),
    location: z.string(),
    programType: z.string(),
    isActive: z.boolean(),
  }),
  history: z.array(StatusHistoryEntrySchema),
});
export type CandidateApplication = z.infer<typeof CandidateApplicationSchema>;

export const EmployerApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  coverLetter: z.string(),
  appliedAt: z.string(),
  listing: z.object({ id: z.string(), title: z.string(), requiredDocuments: z.array(z.string()) }),
  /** `/api/employer/applications/<id>/cv.pdf` when the candidate attached their CV, else null. */
  cvUrl: z.string().nullable(),
  /** Exactly the documents the candidate shared with this application. */
  documents: z.array(SharedDocumentSchema),
  candidate: z.object({
    id: z.string(),
    fullName: z.string(),
    germanLevel: z.string().nullable(),
    country: z.string().nullable(),
    location: z.string().nullable(),
  }),
  nextStatuses: z.array(z.enum(APPLICATION_STATUSES)),
  history: z.array(StatusHistoryEntrySchema),
  /** When it entered its current status (the kanban's days in stage). */
  statusChangedAt: z.string(),
  /** Longer in its current, still open status than the company's threshold (`staleAfterDays`). */
  waitingTooLong: z.boolean(),
});
export type EmployerApplication = z.infer<typeof EmployerApplicationSchema>;

export const EmployerApplicationsQuerySchema = z.object({
  listingId: z.uuid().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
});
