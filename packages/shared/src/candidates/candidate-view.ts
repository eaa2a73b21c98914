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
 * A candidate as an employer sees them (spec §6, docs/decisions/README.md "Anonymised first contact", revised
 * in turn 3). Until the candidate is `revealed` by their own act (their application, an interview
 * they accepted, a reply in a conversation, or "Reveal my profile") only the fields of
 * `SHOWN_BEFORE_REVEAL` carry values; the server withholds every other one. A save or a note
 * never reveals. Contact details (`contact`) come only once the candidate has applied or replied;
 * documents also need the candidate's consent.
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
    z.object({
      /** Null before the reveal (a school's name can point to one person). */
      institution: z.string().nullable(),
      qualification: z.string(),
      start: z.string(),
      end: z.string().nullable(),
    }),
  ),
  workExperience: z.array(
    z.object({
      /** Null before the reveal, as the description. */
      company: z.string().nullable(),
      position: z.string(),
      start: z.string(),
      end: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
  additionalCertifications: z.array(
    z.object({ name: z.string(), issuingOrganization: z.string().nullable(), dateObtained: z.string() }),
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

/**
 * The allow-list of what a company sees of a candidate before they reveal themselves (issue 27,
 * docs/decisions/README.md "Anonymised first contact"): the code, the age band, the region, the German level
 * and certificate, the fields and programs, skills and bio (both masked for the candidate's own
 * name, e-mail, phone and links), and the conditions (availability, relocation, licence, permit,
 * visa). For a list of entries, the keys kept in each entry. Everything else (a field added later
 * too) is withheld until someone adds it here; `candidates.test.ts` checks the answers against it.
 * `saved`, `fit` and `relationship` are the company's own facts, not the candidate's data.
 */
export const SHOWN_BEFORE_REVEAL: Readonly<Record<string, true | readonly string[]>> = {
  id: true,
  code: true,
  revealed: true,
  relationship: true,
  saved: true,
  fit: true,
  ageBand: true,
  location: true,
  country: true,
  germanLevel: true,
  certificateType: true,
  certificateVerified: true,
  programInterests: true,
  ausbildungFields: true,
  fsjSectors: true,
  skills: true,
  bio: true,
  availableFrom: true,
  willingToRelocate: true,
  driversLicense: true,
  workPermitAvailable: true,
  visaRequired: true,
  visaStatus: true,
  education: ['qualification', 'start', 'end'],
  workExperience: ['position', 'start', 'end'],
  additionalCertifications: ['name', 'dateObtained'],
};

/**
 * The answer as a company may see it before the reveal: each field of the allow-list kept, each
 * other one withheld (a list empty, anything else null); entries of a list keep only their listed keys.
 */
export function withholdBeforeReveal<T extends Record<string, unknown>>(view: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(view)) {
    const rule = SHOWN_BEFORE_REVEAL[key];
    if (rule === true) out[key] = value;
    else if (rule && Array.isArray(value))
      out[key] = value.map((entry: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, rule.includes(k) ? v : null])),
      );
    else out[key] = Array.isArray(value) ? [] : null;
  }
  return out as T;
}
