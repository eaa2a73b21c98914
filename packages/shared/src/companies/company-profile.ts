import { ListingSummarySchema } from '../listings/listing';
import { PublicReviewsSchema } from '../reviews/reviews';
import { cleanText, cleanTextSchema } from '../text/clean-text';
import { z } from '../zod';
import { STALE_AFTER_DAYS_MAX, STALE_AFTER_DAYS_MIN } from './company-profile-options';

// The sizes, bounds and address without zod, for the browser's screens (ADR 0033).
export {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  LOGO_SIZE,
  publicEmployerProfileUrl,
  STALE_AFTER_DAYS_DEFAULT,
  STALE_AFTER_DAYS_MAX,
  STALE_AFTER_DAYS_MIN,
} from './company-profile-options';

/**
 * The company profile (spec §3, §5), its verification (spec §4) and the public employer page.
 * Messages are keys of the `companies` namespace.
 */

export const COMPANY_VERIFICATION_STATUSES = [
  'not_verified',
  'pending',
  'verified',
  'verified_manually',
  'rejected',
] as const;
export type CompanyVerificationStatus = (typeof COMPANY_VERIFICATION_STATUSES)[number];

export const isVerifiedStatus = (status: string): boolean => status === 'verified' || status === 'verified_manually';

/** At most this many verification documents per company. */
export const COMPANY_DOCUMENTS_MAX = 10;

const WEBSITE_MAX = 255;

/**
 * A website as stored: `https://` added when no scheme is given, http(s) only, a host with a dot
 * (`klinikum.de`, not `localhost`), no credentials. Null when empty.
 */
export function normaliseWebsite(value: string): string | null | undefined {
  const text = cleanText(value, WEBSITE_MAX);
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  const host = url.hostname;
  if (!/^[a-z0-9.-]+$/i.test(host) || !host.includes('.') || host.startsWith('.') || host.endsWith('.'))
    return undefined;
  if (/^\d+(\.\d+){3}$/.test(host)) return undefined;
  return url.href.replace(/\/$/, '');
}

const websiteSchema = z.string({ message: 'companies.websiteInvalid' }).transform((value, context) => {
  const website = normaliseWebsite(value);
  if (website === undefined) {
    context.addIssue({ code: 'custom', message: 'companies.websiteInvalid' });
    return z.NEVER;
  }
  return website;
});

/** What a team admin edits at /company-settings. Name, industry and location stay required (spec §5). */
export const CompanyProfileInputSchema = z.object({
  name: cleanTextSchema({ min: 2, max: 150, minMessage: 'companies.companyNameRequired' }),
  industry: cleanTextSchema({ min: 2, max: 100, minMessage: 'companies.industryRequired' }),
  location: cleanTextSchema({ min: 2, max: 100, minMessage: 'companies.locationRequired' }),
  about: cleanTextSchema({ max: 1000 })
    .transform((value) => (value === '' ? null : value))
    .nullish(),
  website: websiteSchema.nullish(),
});
export type CompanyProfileInput = z.input<typeof CompanyProfileInputSchema>;

/** The pipeline settings a team admin changes at /company-settings: when a card counts as waiting too long. */
export const PipelineSettingsInputSchema = z.object({
  staleAfterDays: z
    .number({ message: 'companies.staleAfterDaysInvalid' })
    .int({ message: 'companies.staleAfterDaysInvalid' })
    .min(STALE_AFTER_DAYS_MIN, { message: 'companies.staleAfterDaysInvalid' })
    .max(STALE_AFTER_DAYS_MAX, { message: 'companies.staleAfterDaysInvalid' }),
});
export type PipelineSettingsInput = z.infer<typeof PipelineSettingsInputSchema>;

export const CompanyDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
  url: z.string(),
});
export type CompanyDocument = z.infer<typeof CompanyDocumentSchema>;

/** What a company says of itself, the same for its team and on its public page. */
const COMPANY_FACE = {
  id: z.string(),
  name: z.string(),
  about: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
};

/** The company as its own team sees it at /company-settings, with its next steps (its plan: the subscription state). */
export const CompanyProfileSchema = z.object({
  ...COMPANY_FACE,
  verificationStatus: z.enum(COMPANY_VERIFICATION_STATUSES),
  /** The moderator's reason when the verification was rejected. */
  rejectionReason: z.string().nullable(),
  verificationRequestedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  documents: z.array(CompanyDocumentSchema),
  /** Team admins edit; members read. */
  canEdit: z.boolean(),
  /** The next steps of a new company, in order. */
  setup: z.object({ profileComplete: z.boolean(), verified: z.boolean(), firstListing: z.boolean() }),
  /** Applications longer than this many days in one stage are highlighted on the kanban. */
  staleAfterDays: z.number(),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/** The answer to a save, an upload or a verification request: the profile and what happened. */
export const CompanyProfileResultSchema = z.object({ message: z.string(), profile: CompanyProfileSchema });
export type CompanyProfileResult = z.infer<typeof CompanyProfileResultSchema>;

/** The public employer page `/employer-profile/{employerId}`. */
export const PublicEmployerProfileSchema = z.object({
  ...COMPANY_FACE,
  verified: z.boolean(),
  listings: z.array(ListingSummarySchema),
  /** Approved reviews with the average and count (issue 18). */
  reviews: PublicReviewsSchema,
});
export type PublicEmployerProfile = z.infer<typeof PublicEmployerProfileSchema>;

/** A company waiting for a moderator at /admin/verifications, with its documents. */
export const CompanyVerificationItemSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  about: z.string().nullable(),
  requestedAt: z.string().nullable(),
  admins: z.array(z.object({ name: z.string(), email: z.string(), emailVerified: z.boolean() })),
  documents: z.array(CompanyDocumentSchema),
});
export type CompanyVerificationItem = z.infer<typeof CompanyVerificationItemSchema>;
