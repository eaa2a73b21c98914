import { PROGRAM_TYPES } from '../listings/listing';
import { z } from '../zod';

/**
 * E-mail campaigns (issue 19, spec §2 /admin/email-campaigns and /admin/campaigns; docs/decisions/README.md:
 * only an admin runs campaigns). Messages are keys of the shared `campaigns` namespace.
 *
 * Routes (apps/server/src/features/email-campaigns/routes.ts), admins only (moderators 403):
 *   GET  /api/admin/campaigns                      → CampaignListSchema (every campaign with its counts)
 *   POST /api/admin/campaigns                      CampaignInputSchema → CampaignSchema (a draft)
 *   GET  /api/admin/campaigns/:id                  → CampaignSchema
 *   PUT  /api/admin/campaigns/:id                  CampaignInputSchema → CampaignSchema (draft or scheduled only)
 *   POST /api/admin/campaigns/audience-count       CampaignAudienceInputSchema → { count }
 *   POST /api/admin/campaigns/preview              CampaignContentSchema → CampaignPreviewSchema (both languages)
 *   POST /api/admin/campaigns/:id/test-send        CampaignTestSendSchema → { message } (to the admin)
 *   POST /api/admin/campaigns/:id/send             CampaignSendSchema → CampaignSchema (now or scheduled)
 *   POST /api/admin/campaigns/:id/pause|resume|cancel → CampaignSchema
 * Public, no session and no CSRF token (a signed token is the permission; RFC 8058):
 *   GET|POST /api/campaigns/unsubscribe?token=…   → a small HTML page; the POST records the opt-out.
 * Every admin action is audited with who did it (`admin_campaign_action`).
 */
export const CAMPAIGN_AUDIENCES = ['all', 'azubis', 'employers', 'trialing_employers', 'paying_employers'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'canceled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_VERIFIED = ['any', 'verified', 'unverified'] as const;
export const CAMPAIGN_NAME_MAX = 120;
export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 20_000;
/** A campaign can be edited (and sent) only before it starts sending. */
export const EDITABLE_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['draft', 'scheduled'];

const text = (max: number, required: string, tooLong: string) =>
  z.string({ message: required }).trim().min(1, { message: required }).max(max, { message: tooLong });

/**
 * Who gets it within the role audience: people writing in a language, candidates interested in
 * one of the programmes, candidates from a country (ISO code), and verified or not (an approved
 * candidate profile, a verified company). Program and country narrow to candidates.
 */
export const CampaignAudienceFilterSchema = z.object({
  language: z.enum(['en', 'de']).nullable().default(null),
  programs: z.array(z.enum(PROGRAM_TYPES, { message: 'campaigns.programInvalid' })).default([]),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null)
    .refine((value) => value === null || /^[A-Z]{2}$/.test(value), { message: 'campaigns.countryInvalid' }),
  verified: z.enum(CAMPAIGN_VERIFIED).default('any'),
});
export type CampaignAudienceFilter = z.output<typeof CampaignAudienceFilterSchema>;

export const CampaignAudienceInputSchema = z.object({
  audience: z.enum(CAMPAIGN_AUDIENCES, { message: 'campaigns.audienceRequired' }),
  filter: CampaignAudienceFilterSchema.default({ language: null, programs: [], country: null, verified: 'any' }),
});
export type CampaignAudienceInput = z.input<typeof CampaignAudienceInputSchema>;

export const CampaignContentSchema = z.object({
  subjectEn: text(CAMPAIGN_SUBJECT_MAX, 'campaigns.subjectRequired', 'campaigns.subjectTooLong'),
  subjectDe: text(CAMPAIGN_SUBJECT_MAX, 'campaigns.subjectRequired', 'campaigns.subjectTooLong'),
  bodyEn: text(CAMPAIGN_BODY_MAX, 'campaigns.bodyRequired', 'campaigns.bodyTooLong'),
  bodyDe: text(CAMPAIGN_BODY_MAX, 'campaigns.bodyRequired', 'campaigns.bodyTooLong'),
});
export type CampaignContent = z.input<typeof CampaignContentSchema>;

export const CampaignInputSchema = CampaignContentSchema.extend({
  name: text(CAMPAIGN_NAME_MAX, 'campaigns.nameRequired', 'campaigns.nameTooLong'),
  audience: CampaignAudienceInputSchema.shape.audience,
  filter: CampaignAudienceInputSchema.shape.filter,
});
export type CampaignInput = z.input<typeof CampaignInputSchema>;

/** Now (`scheduledAt` null) or at a time, an ISO instant that must lie in the future. */
export const CampaignSendSchema = z.object({
  scheduledAt: z
    .string({ message: 'campaigns.scheduleInvalid' })
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'campaigns.scheduleInvalid' })
    .refine((value) => Date.parse(value) > Date.now(), { message: 'campaigns.scheduleInPast' })
    .nullable()
    .default(null),
});
export type CampaignSendInput = z.input<typeof CampaignSendSchema>;

export const CampaignTestSendSchema = z.object({
  locale: z.enum(['en', 'de', 'both'], { message: 'campaigns.testLocaleRequired' }),
});
export type CampaignTestSendInput = z.input<typeof CampaignTestSendSchema>;

export const CampaignCountsSchema = z.object({
  recipients: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  unsubscribed: z.number().int(),
});
export type CampaignCounts = z.infer<typeof CampaignCountsSchema>;

/** The filter as the server answers it (already clean). */
export const CampaignFilterOutputSchema = z.object({
  language: z.enum(['en', 'de']).nullable(),
  programs: z.array(z.enum(PROGRAM_TYPES)),
  country: z.string().nullable(),
  verified: z.enum(CAMPAIGN_VERIFIED),
});

export const CampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  audience: z.enum(CAMPAIGN_AUDIENCES),
  filter: CampaignFilterOutputSchema,
  subjectEn: z.string(),
  subjectDe: z.string(),
  bodyEn: z.string(),
  bodyDe: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  pausedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  counts: CampaignCountsSchema,
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignListSchema = z.object({ items: z.array(CampaignSchema) });
export type CampaignList = z.infer<typeof CampaignListSchema>;

const RenderedMail = z.object({ subject: z.string(), html: z.string(), text: z.string() });
/** The mail as each recipient gets it, rendered by the server with the template used to send. */
export const CampaignPreviewSchema = z.object({ en: RenderedMail, de: RenderedMail });
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

export const AudienceCountSchema = z.object({ count: z.number().int() });

export const CampaignUnsubscribeQuerySchema = z.object({ token: z.string().max(300).default('') });
