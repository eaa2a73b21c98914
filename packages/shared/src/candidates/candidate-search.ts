import { z } from '../zod';
import { GERMAN_LEVELS, isCalendarDate, PROGRAM_TYPES } from '../listings/listing';
import { CERTIFICATE_TYPES } from '../profile/profile';
import { FirstContactAllowanceSchema } from '../messaging/messaging';
import { VISA_STATUSES } from '../profile/visa';
import { AGE_BANDS } from './anonymity';
import { CANDIDATE_FIELDS, CANDIDATE_SORTS, NOTE_MAX_LENGTH } from './candidate-search-options';

// The choices and limits without zod, for the browser's screens (ADR 0033).
export {
  CANDIDATE_FIELDS,
  CANDIDATE_SORTS,
  NOTE_MAX_LENGTH,
  PROFILE_VIEWS_DAYS,
  type CandidateSort,
} from './candidate-search-options';

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** A list in one query value, comma-separated (`fields=health,it`), each value checked. */
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(500)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values, { message: 'validation.invalidValue' })).max(values.length * 2))
    .transform((items) => [...new Set(items)])
    .optional();

const age = z.coerce.number().int().min(16).max(99).optional();

/**
 * `GET /api/employer/candidates`: every filter narrows the results; the lists (programs,
 * certificate types, fields) take any of their values. `sort=fit` orders by how many of the asked
 * values a candidate meets (programs and fields matched, German level above the minimum, the
 * location itself rather than only willingness to relocate, skills matching the words), newest
 * first among equals. `listingId` (one of the company's listings) adds its requirements to the fit
 * without narrowing: German level at least the required one, the listing's programme among the
 * interests, its field (or FSJ/BFD sector) among the candidate's, the same city or willing to
 * relocate, available by its start. `cursor` continues a page ("load more").
 */
export const CandidateSearchQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    programs: list(PROGRAM_TYPES),
    minGermanLevel: z.enum(GERMAN_LEVELS, { message: 'validation.invalidValue' }).optional(),
    certificateTypes: list(CERTIFICATE_TYPES),
    fields: list(CANDIDATE_FIELDS),
    location: z.string().trim().max(100).optional(),
    willingToRelocate: flag,
    availableBy: z.string().refine(isCalendarDate, { message: 'listings.dateInvalid' }).optional(),
    minAge: age,
    maxAge: age,
    driversLicense: flag,
    workPermit: flag,
    visaRequired: flag,
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { message: 'validation.invalidValue' })
      .transform((value) => value.toUpperCase())
      .optional(),
    listingId: z.uuid({ message: 'validation.invalidValue' }).optional(),
    sort: z.enum(CANDIDATE_SORTS).default('fit'),
    cursor: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((query) => query.minAge === undefined || query.maxAge === undefined || query.minAge <= query.maxAge, {
    message: 'candidates.ageRangeInvalid',
    path: ['maxAge'],
  });
export type CandidateSearchQuery = z.input<typeof CandidateSearchQuerySchema>;
export type CandidateSearchFilters = z.output<typeof CandidateSearchQuerySchema>;

/** One search result: what an employer judges first, anonymised until the candidate is revealed. */
export const CandidateCardSchema = z.object({
  id: z.string(),
  code: z.string(),
  revealed: z.boolean(),
  fullName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  germanLevel: z.string().nullable(),
  certificateType: z.string().nullable(),
  certificateVerified: z.boolean(),
  programInterests: z.array(z.string()),
  ausbildungFields: z.array(z.string()),
  fsjSectors: z.array(z.string()),
  skills: z.array(z.string()),
  /** The start of the bio (at most 240 characters). */
  bio: z.string().nullable(),
  availableFrom: z.string().nullable(),
  willingToRelocate: z.boolean(),
  driversLicense: z.boolean(),
  workPermitAvailable: z.boolean(),
  visaRequired: z.boolean(),
  /** The candidate's answer, or "not needed" by their country (EU, EEA, CH); null: unknown. */
  visaStatus: z.enum(VISA_STATUSES).nullable(),
  saved: z.boolean(),
  /** How many of the asked values the candidate meets (sort=fit). */
  fit: z.number().int(),
});
export type CandidateCard = z.infer<typeof CandidateCardSchema>;

export const CandidateSearchResultSchema = z.object({
  candidates: z.array(CandidateCardSchema),
  nextCursor: z.string().nullable(),
});
export type CandidateSearchResult = z.infer<typeof CandidateSearchResultSchema>;

/** What the company's access allows (the search page explains a refusal instead of failing). */
export const CandidateAccessSchema = z.object({
  verificationStatus: z.enum(['not_verified', 'pending', 'verified', 'verified_manually', 'rejected']),
  verified: z.boolean(),
  active: z.boolean(),
  trialDaysLeft: z.number().int(),
  canSearchCandidates: z.boolean(),
  /** New conversations the company may still open today (docs/decisions/README.md "Anonymised first contact"). */
  firstContacts: FirstContactAllowanceSchema,
});
export type CandidateAccess = z.infer<typeof CandidateAccessSchema>;

/** Saved candidates with the team's notes (never shown to the candidate). */
export const CandidateNoteInputSchema = z.object({
  body: z
    .string({ message: 'candidates.noteRequired' })
    .trim()
    .min(1, { message: 'candidates.noteRequired' })
    .max(NOTE_MAX_LENGTH, { message: 'candidates.noteTooLong' }),
});
export type CandidateNoteInput = z.infer<typeof CandidateNoteInputSchema>;

export const CandidateNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  createdAt: z.string(),
  /** The signed-in person wrote it (and may delete it). */
  mine: z.boolean(),
});
export type CandidateNote = z.infer<typeof CandidateNoteSchema>;

export const SavedCandidateSchema = z.object({
  candidate: CandidateCardSchema,
  savedAt: z.string(),
  savedBy: z.string().nullable(),
  notes: z.array(CandidateNoteSchema),
});
export type SavedCandidate = z.infer<typeof SavedCandidateSchema>;

/**
 * A company that viewed the candidate's profile in the last 30 days or keeps them saved (issue 27:
 * a save reveals nothing, but the candidate sees who saved them).
 */
export const ProfileViewSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  /** Views in the last 30 days (0 for a company that only saved the profile). */
  views: z.number().int(),
  lastViewedAt: z.string().nullable(),
  /** When the company saved the candidate; null when it has not. */
  savedAt: z.string().nullable(),
});
export type ProfileView = z.infer<typeof ProfileViewSchema>;
