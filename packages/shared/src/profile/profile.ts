import { z } from '../zod';
import { NameSchema } from '../auth/schemas';
import { CalledNameSchema } from './called-name';
import { FSJ_SECTORS } from '../listings/listing-input';
import { GERMAN_LEVELS, PROGRAM_MIN_LEVEL, PROGRAM_TYPES } from '../listings/listing';
import { SEARCH_CATEGORIES } from '../listings/search-filters';
import { cleanText } from '../text/clean-text';
import { DocumentSchema } from '../files/files';
import { AudioIntroductionSchema } from '../audio/audio';
import { VISA_STATUSES } from './visa';
import { ageOn, CERTIFICATE_TYPES } from './profile-rules';
import { REQUIRED_PROFILE_FIELDS, RECOMMENDED_PROFILE_FIELDS } from './profile-completion';

// The profile's rules and its completion, each in its own module; re-exported here, where the
// server and the web import them from.
export * from './profile-rules';
export * from './profile-completion';

/**
 * The candidate profile (spec §3 "Candidate profile", §5 rules), edited in sections that save
 * separately: `PUT /api/profile/{personal|language|interests|details}` each take one section's
 * schema below; `PUT /api/privacy/settings` takes the privacy flags. Every answer is the whole
 * profile (`CandidateProfileSchema`). Messages are keys of the `profile` namespace.
 *
 * A section may be saved half-filled (nothing typed is lost); what a complete profile still needs
 * is listed in `completion.missing` as `section.field` keys the editor can link to.
 */

// Minimum German level per program: defined with the listings, which need it too.
export { PROGRAM_MIN_LEVEL };
export const APPROVAL_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const MINIMUM_AGE = 16;
export const LIST_MAX_ITEMS = 30;
export const ENTRY_MAX_ITEMS = 20;

// ---------------------------------------------------------------------------------------------
// Field schemas

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** MM.YYYY as the form shows it (spec §5). */
export const MONTH_YEAR = /^(0[1-9]|1[0-2])\.(19|20)\d{2}$/;

/** Months since year 0 of an MM.YYYY value, for comparing. */
export function monthIndex(value: string): number {
  const [month, year] = value.split('.').map(Number);
  return (year ?? 0) * 12 + (month ?? 0);
}

/** Optional free text: cleaned (spec §5), empty becomes null. */
const optionalText = (max = 1000) =>
  z
    .string({ message: 'validation.invalidType' })
    .nullish()
    .transform((value) => (value == null ? null : cleanText(value, max) || null));

/** Required free text inside a list entry, cleaned first. */
const requiredText = (message: string, max = 200) =>
  z
    .string({ message })
    .transform((value) => cleanText(value, max))
    .pipe(z.string().min(1, { message }));

const optionalIsoDate = z
  .string({ message: 'profile.dateInvalid' })
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))), {
    message: 'profile.dateInvalid',
  });

const monthYear = z
  .string({ message: 'profile.monthYearInvalid' })
  .trim()
  .regex(MONTH_YEAR, { message: 'profile.monthYearInvalid' });
const optionalMonthYear = z
  .string({ message: 'profile.monthYearInvalid' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || MONTH_YEAR.test(value), { message: 'profile.monthYearInvalid' });

/** A link that must be a full https address (spec §3 links); empty means none. */
const httpsLink = z
  .string({ message: 'profile.linkHttps' })
  .nullish()
  .transform((value) => (value ? cleanText(value, 300) : null))
  .refine(
    (value) => {
      if (value === null || value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { message: 'profile.linkHttps' },
  )
  .transform((value) => value || null);

/** A list of short words (skills, hobbies): cleaned, empty and repeated entries dropped. */
const wordList = z
  .array(
    z.string().transform((value) => cleanText(value, 100)),
    { message: 'validation.invalidType' },
  )
  .max(LIST_MAX_ITEMS, { message: 'profile.tooManyEntries' })
  .default([])
  .transform((list) => [...new Set(list.filter(Boolean))]);

// ---------------------------------------------------------------------------------------------
// Sections

export const PersonalSectionSchema = z.object({
  fullName: NameSchema,
  /** The name they are called by (issue 28); left out, it stays as it was. */
  calledName: CalledNameSchema.optional(),
  dateOfBirth: optionalIsoDate.refine((value) => value === null || ageOn(value) >= MINIMUM_AGE, {
    message: 'profile.minimumAge',
  }),
  phone: optionalText(40).refine((value) => value === null || /^\+?[0-9][0-9 ()/.-]{5,24}$/.test(value), {
    message: 'profile.phoneInvalid',
  }),
  location: optionalText(100),
  /** ISO 3166-1 alpha-2 code, e.g. "MA"; the web shows the name in the reader's language. */
  country: z
    .string({ message: 'profile.countryInvalid' })
    .nullish()
    .transform((value) => (value ? value.trim().toUpperCase() : null))
    .refine((value) => value === null || /^[A-Z]{2}$/.test(value), { message: 'profile.countryInvalid' }),
  bio: optionalText(1000),
});
export type PersonalSectionInput = z.input<typeof PersonalSectionSchema>;
export type PersonalSection = z.output<typeof PersonalSectionSchema>;

/**
 * Level and certificate type. The certificate file itself is uploaded first with
 * `POST /api/profile/documents?type=german_certificate&certificateType=…&level=…`; saving this
 * section then checks it (see `languageIssues`).
 */
export const LanguageSectionSchema = z.object({
  germanLevel: z.enum(GERMAN_LEVELS, { message: 'profile.germanLevelRequired' }),
  certificateType: z.enum(CERTIFICATE_TYPES, { message: 'profile.certificateTypeRequired' }),
});
export type LanguageSectionInput = z.input<typeof LanguageSectionSchema>;
export type LanguageSection = z.output<typeof LanguageSectionSchema>;

export const InterestsSectionSchema = z.object({
  programInterests: z
    .array(z.enum(PROGRAM_TYPES, { message: 'profile.programInterestRequired' }), {
      message: 'profile.programInterestRequired',
    })
    .min(1, { message: 'profile.programInterestRequired' })
    .transform((list) => [...new Set(list)]),
  ausbildungFields: z
    .array(z.enum(SEARCH_CATEGORIES, { message: 'validation.invalidValue' }))
    .default([])
    .transform((list) => [...new Set(list)]),
  fsjSectors: z
    .array(z.enum(FSJ_SECTORS, { message: 'validation.invalidValue' }))
    .default([])
    .transform((list) => [...new Set(list)]),
  preferredStartDate: optionalIsoDate,
  availableFrom: optionalIsoDate,
});
export type InterestsSectionInput = z.input<typeof InterestsSectionSchema>;
export type InterestsSection = z.output<typeof InterestsSectionSchema>;

export const AdditionalCertificationSchema = z.object({
  name: requiredText('profile.certificationNameRequired'),
  issuingOrganization: requiredText('profile.issuerRequired'),
  dateObtained: monthYear,
});

export const EducationEntrySchema = z
  .object({
    institution: requiredText('profile.institutionRequired'),
    qualification: requiredText('profile.qualificationRequired'),
    start: monthYear,
    end: optionalMonthYear,
  })
  .superRefine((entry, ctx) => {
    if (entry.end && monthIndex(entry.end) <= monthIndex(entry.start))
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'profile.endBeforeStart' });
  });

export const WorkExperienceEntrySchema = z
  .object({
    company: requiredText('profile.companyRequired'),
    position: requiredText('profile.positionRequired'),
    start: monthYear,
    end: optionalMonthYear,
    description: optionalText(1000),
  })
  .superRefine((entry, ctx) => {
    if (entry.end && monthIndex(entry.end) <= monthIndex(entry.start))
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'profile.endBeforeStart' });
  });

export const DetailsSectionSchema = z.object({
  links: z
    .object({ github: httpsLink, portfolio: httpsLink, linkedin: httpsLink })
    .default({ github: null, portfolio: null, linkedin: null }),
  willingToRelocate: z.boolean().default(false),
  driversLicense: z.boolean().default(false),
  /** Need a visa, have a permit, none needed, not sure; null: not answered (issue 28.5). */
  visaStatus: z.enum(VISA_STATUSES, { message: 'validation.invalidValue' }).nullable().default(null),
  skills: wordList,
  hobbies: wordList,
  additionalCertifications: z
    .array(AdditionalCertificationSchema)
    .max(ENTRY_MAX_ITEMS, { message: 'profile.tooManyEntries' })
    .default([]),
  education: z.array(EducationEntrySchema).max(ENTRY_MAX_ITEMS, { message: 'profile.tooManyEntries' }).default([]),
  workExperience: z
    .array(WorkExperienceEntrySchema)
    .max(ENTRY_MAX_ITEMS, { message: 'profile.tooManyEntries' })
    .default([]),
});
export type DetailsSectionInput = z.input<typeof DetailsSectionSchema>;
export type DetailsSection = z.output<typeof DetailsSectionSchema>;

export const PROFILE_SECTIONS = ['personal', 'language', 'interests', 'details'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

// ---------------------------------------------------------------------------------------------
// Answers

export const CompletionSchema = z.object({
  complete: z.boolean(),
  /** Share of the required fields filled, 0–100. */
  percent: z.number(),
  missing: z.array(z.enum(REQUIRED_PROFILE_FIELDS)),
  recommended: z.array(z.enum(RECOMMENDED_PROFILE_FIELDS)),
});
export type Completion = z.infer<typeof CompletionSchema>;

export const ApprovalSchema = z.object({
  status: z.enum(APPROVAL_STATUSES),
  /** The moderator's reason, shown while the status is `rejected`. */
  rejectionReason: z.string().nullable(),
  autoApproved: z.boolean(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type Approval = z.infer<typeof ApprovalSchema>;

export const PrivacyFlagsSchema = z.object({ shareProfile: z.boolean(), shareDocuments: z.boolean() });

export const CandidateProfileSchema = z.object({
  personal: z.object({
    fullName: z.string(),
    /** The name they are called by: chosen, or the first word of the full name (`calledNameOf`). */
    calledName: z.string(),
    email: z.string(),
    dateOfBirth: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    country: z.string().nullable(),
    bio: z.string().nullable(),
    /** `/api/files/<id>` of the photo, or null. */
    photoUrl: z.string().nullable(),
  }),
  language: z.object({
    germanLevel: z.enum(GERMAN_LEVELS).nullable(),
    certificateType: z.enum(CERTIFICATE_TYPES).nullable(),
    germanCertificate: DocumentSchema.nullable(),
  }),
  interests: z.object({
    programInterests: z.array(z.enum(PROGRAM_TYPES)),
    ausbildungFields: z.array(z.string()),
    fsjSectors: z.array(z.string()),
    preferredStartDate: z.string().nullable(),
    availableFrom: z.string().nullable(),
  }),
  details: z.object({
    links: z.object({
      github: z.string().nullable(),
      portfolio: z.string().nullable(),
      linkedin: z.string().nullable(),
    }),
    willingToRelocate: z.boolean(),
    driversLicense: z.boolean(),
    /** The candidate's own answer; null when not answered (the editor suggests one from the country). */
    visaStatus: z.enum(VISA_STATUSES).nullable(),
    skills: z.array(z.string()),
    hobbies: z.array(z.string()),
    additionalCertifications: z.array(
      z.object({ name: z.string(), issuingOrganization: z.string(), dateObtained: z.string() }),
    ),
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
  }),
  privacy: PrivacyFlagsSchema,
  /** Every document: the German certificate (also under `language`), the school certificate and others. */
  documents: z.array(DocumentSchema),
  audio: AudioIntroductionSchema.nullable(),
  approval: ApprovalSchema,
  completion: CompletionSchema,
  updatedAt: z.string(),
});
export type CandidateProfile = z.infer<typeof CandidateProfileSchema>;

/** The dashboard's setup tracker (spec §2, §4): e-mail verification, profile completion, approval. */
export const ProfileProgressSchema = z.object({
  steps: z.array(
    z.object({
      key: z.enum(['emailVerification', 'profileCompletion', 'adminApproval']),
      done: z.boolean(),
    }),
  ),
  emailVerified: z.boolean(),
  completion: CompletionSchema,
  approval: ApprovalSchema,
});
export type ProfileProgress = z.infer<typeof ProfileProgressSchema>;

// ---------------------------------------------------------------------------------------------
// CV

export const CV_TEMPLATES = ['classic', 'modern', 'compact'] as const;
export type CvTemplate = (typeof CV_TEMPLATES)[number];
export const CV_DEFAULT_COLOR = '#1d4ed8';

/** `GET /api/profile/cv.pdf?template=…&color=…&lang=…`; colour as #rgb or #rrggbb. */
export const CvQuerySchema = z.object({
  template: z.enum(CV_TEMPLATES, { message: 'profile.cvTemplateInvalid' }).default('classic'),
  color: z
    .string()
    .trim()
    .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'profile.cvColorInvalid' })
    .transform((value) => (value.startsWith('#') ? value : `#${value}`).toLowerCase())
    .default(CV_DEFAULT_COLOR),
  lang: z.enum(['en', 'de']).optional(),
});
export type CvQuery = z.input<typeof CvQuerySchema>;

/** Every profile change answers with a translated message for a toast and the whole profile. */
export const ProfileSaveResultSchema = z.object({ message: z.string(), profile: CandidateProfileSchema });
export type ProfileSaveResult = z.infer<typeof ProfileSaveResultSchema>;
