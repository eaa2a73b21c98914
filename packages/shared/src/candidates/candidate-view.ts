import { z } from '../zod';
import { VISA_STATUSES } from '../profile/visa';
import { AGE_BANDS } from './anonymity';

export const RelationshipSchema = z.object({
  applied: z.boolean(),
  interview: z.boolean(),
  conversation: z.boolean(),
  saved: z.boolean(),
});
export type Relationship = z.infer<typeof RelationshipSchema>;

/**
 * A candidate as an employer sees them (spec §6, DECISIONS.md "Anonymised first contact"). Until
 * the candidate is `revealed` (a relationship: application, interview, conversation or save; with
 * "stay anonymous until I answer" only their own application, an accepted interview or a
 * conversation they replied to) the server leaves out the name (`displayName` is "Candidate 4F2A"
 * as `code`), the photo, the exact age (only `ageBand`), contact details, links, documents and
 * the audio introduction. Documents also need the candidate's consent.
 */
export const CandidateViewSchema = z.object({
  id: z.string(),
  /** The four characters of "Candidate 4F2A". */
  code: z.string(),
  revealed: z.boolean(),
  /** The full name once revealed, otherwise null (show "Candidate {code}"). */
  fullName: z.string().nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  /** The exact age, once revealed. */
  age: z.number().int().nullable(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  bio: z.string().nullable(),
  germanLevel: z.string().nullable(),
  certificateType: z.string().nullable(),
  /** The German certificate on file was checked (automatically for Goethe/telc B1+ or by a moderator). */
  certificateVerified: z.boolean(),
  programInterests: z.array(z.string()),
  ausbildungFields: z.array(z.string()),
  fsjSectors: z.array(z.string()),
  skills: z.array(z.string()),
  hobbies: z.array(z.string()),
  availableFrom: z.string().nullable(),
  willingToRelocate: z.boolean(),
  driversLicense: z.boolean(),
  workPermitAvailable: z.boolean(),
  visaRequired: z.boolean(),
  /** The candidate's answer, or "not needed" by their country (EU, EEA, CH); null: unknown. */
  visaStatus: z.enum(VISA_STATUSES).nullable(),
  education: z.array(
    z.object({ institution: z.string(), qualification: z.string(), start: z.string(), end: z.string().nullable() }),
  ),
  workExperience: z.array(
    z.object({
      company: z.string(),
      position: z.string(),
      start: z.string(),
      end: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
  additionalCertifications: z.array(
    z.object({ name: z.string(), issuingOrganization: z.string(), dateObtained: z.string() }),
  ),
  relationship: RelationshipSchema,
  photoUrl: z.string().nullable(),
  contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  links: z
    .object({ github: z.string().optional(), portfolio: z.string().optional(), linkedin: z.string().optional() })
    .nullable(),
  documents: z
    .array(z.object({ id: z.string(), kind: z.string(), name: z.string(), createdAt: z.string() }))
    .nullable(),
  /** The audio introduction, once revealed and only with the candidate's consent (it exists only with it). */
  audio: z.object({ durationSeconds: z.number().int() }).nullable(),
});
export type CandidateView = z.infer<typeof CandidateViewSchema>;
