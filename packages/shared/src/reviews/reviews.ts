import { cleanText } from '../text/clean-text';
import { z } from '../zod';
import {
  REVIEW_CONTACT_KINDS,
  REVIEW_NOTE_MAX,
  REVIEW_REJECTION_REASONS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
} from './review-options';

// The choices, limits and addresses without zod, for the browser's screens (ADR 0033).
export {
  REVIEW_ASPECTS,
  REVIEW_CONTACT_KINDS,
  REVIEW_NOTE_MAX,
  REVIEW_REJECTION_REASONS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  reviewUrls,
  type ReviewAspect,
  type ReviewContactKind,
  type ReviewRejectionReason,
  type ReviewStatus,
} from './review-options';

/**
 * Employer reviews (spec §1, §3 review, §4, §5, §8; docs/decisions/README.md "Reviews"; issue 18): only after a
 * proven contact, one per candidate and company, moderated with a stated reason; the company may
 * reply (moderated) and report, never delete. Messages are keys of the `reviews` namespace.
 */

const Stars = (message: string) =>
  z.coerce.number({ message }).int({ message }).min(1, { message }).max(5, { message });

const OptionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ? cleanText(value, max) || null : null));

/** Writing or editing a review: stars required ("Please select a rating"), the rest optional. */
export const ReviewInputSchema = z.object({
  rating: z.preprocess((value) => (value === '' || value === 0 ? undefined : value), Stars('reviews.ratingRequired')),
  text: OptionalText(REVIEW_TEXT_MAX),
  communication: Stars('reviews.aspectRange')
    .nullish()
    .transform((value) => value ?? null),
  fairness: Stars('reviews.aspectRange')
    .nullish()
    .transform((value) => value ?? null),
  visaSupport: Stars('reviews.aspectRange')
    .nullish()
    .transform((value) => value ?? null),
  /** Shown as "anonymous" instead of first name and country. */
  anonymous: z.boolean().default(false),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;

/** A moderator's decision on a review or a reply: approve, or reject with a listed reason and a note. */
export const ModerateReviewSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('reject'),
      reason: z.enum(REVIEW_REJECTION_REASONS, { message: 'reviews.reasonRequired' }),
      note: OptionalText(REVIEW_NOTE_MAX),
    }),
  ],
  { message: 'reviews.decisionRequired' },
);
export type ModerateReviewInput = z.input<typeof ModerateReviewSchema>;

/** The company's one public reply to a review. */
export const ReviewReplySchema = z.object({
  text: z
    .string({ message: 'reviews.replyRequired' })
    .transform((value) => cleanText(value, REVIEW_TEXT_MAX))
    .pipe(z.string().min(1, { message: 'reviews.replyRequired' })),
});
export type ReviewReplyInput = z.input<typeof ReviewReplySchema>;

/** A company reports a review to the moderators. */
export const ReportReviewSchema = z.object({
  reason: z.enum(REVIEW_REJECTION_REASONS, { message: 'reviews.reportReasonRequired' }),
  note: OptionalText(REVIEW_NOTE_MAX),
});
export type ReportReviewInput = z.input<typeof ReportReviewSchema>;

const Aspects = {
  communication: z.number().int().nullable(),
  fairness: z.number().int().nullable(),
  visaSupport: z.number().int().nullable(),
};

/** A review as the public employer page shows it (approved only), with the approved reply. */
export const PublicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  ...Aspects,
  /** First name and country, or null for both when the author chose "anonymous". */
  authorFirstName: z.string().nullable(),
  authorCountry: z.string().nullable(),
  anonymous: z.boolean(),
  submittedAt: z.string(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** The average of approved reviews (one decimal) and their count; average null without reviews. */
export const ReviewSummarySchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const PublicReviewsSchema = z.object({ summary: ReviewSummarySchema, items: z.array(PublicReviewSchema) });
export type PublicReviews = z.infer<typeof PublicReviewsSchema>;

/** A candidate's own review at /my-reviews, with its state and the moderator's reason. */
export const MyReviewSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  ...Aspects,
  anonymous: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  rejectionReason: z.enum(REVIEW_REJECTION_REASONS).nullable(),
  moderationNote: z.string().nullable(),
  /** False once a rejected review was resubmitted and rejected again. */
  canEdit: z.boolean(),
  submittedAt: z.string(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

export const MyReviewsSchema = z.object({
  items: z.array(MyReviewSchema),
  /** Companies the candidate has a proven contact with and has not reviewed yet. */
  reviewable: z.array(
    z.object({ companyId: z.string(), companyName: z.string(), contact: z.enum(REVIEW_CONTACT_KINDS) }),
  ),
});
export type MyReviews = z.infer<typeof MyReviewsSchema>;

/** An approved review of the employer's own company, with their reply and report state. */
export const EmployerReviewSchema = PublicReviewSchema.extend({
  ownReply: z
    .object({
      text: z.string(),
      status: z.enum(REVIEW_STATUSES),
      rejectionReason: z.enum(REVIEW_REJECTION_REASONS).nullable(),
    })
    .nullable(),
  reported: z.boolean(),
});
export type EmployerReview = z.infer<typeof EmployerReviewSchema>;
export const EmployerReviewsSchema = z.object({ summary: ReviewSummarySchema, items: z.array(EmployerReviewSchema) });
export type EmployerReviews = z.infer<typeof EmployerReviewsSchema>;

/** One entry of the moderation queue at /admin/reviews: a review, its reply or its reports wait. */
export const ModerationReviewSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  authorName: z.string().nullable(),
  authorEmail: z.string().nullable(),
  rating: z.number().int(),
  text: z.string().nullable(),
  ...Aspects,
  anonymous: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  submittedAt: z.string(),
  /** A rejected review edited and sent again (its last chance). */
  resubmitted: z.boolean(),
  /** The proven contact: its kind and when it happened; null if none can be found any more. */
  contact: z.object({ kind: z.enum(REVIEW_CONTACT_KINDS), at: z.string() }).nullable(),
  reply: z.object({ text: z.string(), status: z.enum(REVIEW_STATUSES), submittedAt: z.string() }).nullable(),
  reports: z.array(
    z.object({ reason: z.enum(REVIEW_REJECTION_REASONS), note: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type ModerationReview = z.infer<typeof ModerationReviewSchema>;
export const ModerationReviewsSchema = z.object({ items: z.array(ModerationReviewSchema) });
