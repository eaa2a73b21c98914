import { z } from '../zod';

/**
 * A candidate as an employer sees them (spec §6). Photo, contact details and documents are null
 * until a relationship exists (application, interview, conversation or save); documents also need
 * the candidate's consent.
 */
export const CandidateViewSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  bio: z.string().nullable(),
  germanLevel: z.string().nullable(),
  certificateType: z.string().nullable(),
  programInterests: z.array(z.string()),
  ausbildungFields: z.array(z.string()),
  fsjSectors: z.array(z.string()),
  skills: z.array(z.string()),
  availableFrom: z.string().nullable(),
  willingToRelocate: z.boolean(),
  driversLicense: z.boolean(),
  relationship: z.object({
    applied: z.boolean(),
    interview: z.boolean(),
    conversation: z.boolean(),
    saved: z.boolean(),
  }),
  photoUrl: z.string().nullable(),
  contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  documents: z
    .array(z.object({ id: z.string(), kind: z.string(), name: z.string(), createdAt: z.string() }))
    .nullable(),
});
export type CandidateView = z.infer<typeof CandidateViewSchema>;
