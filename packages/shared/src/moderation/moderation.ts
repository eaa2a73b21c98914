import { z } from '../zod';
import { AUDIO_REPORT_REASONS } from '../audio/audio';
import { CONVERSATION_SIDES, REPORT_REASONS } from '../messaging/messaging';
import { cleanText, cleanTextSchema } from '../text/clean-text';

/** Moderation (spec §4, §6; docs/decisions/README.md: moderators and admins). Messages: `moderation` namespace. */

/** A profile waiting for review at /admin/verifications, with the certificate beside the stated level. */
export const VerificationItemSchema = z.object({
  candidateId: z.string(),
  fullName: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  germanLevel: z.string().nullable(),
  certificateType: z.string().nullable(),
  certificate: z
    .object({
      id: z.string(),
      url: z.string(),
      name: z.string(),
      mimeType: z.string(),
      /** The level the candidate said the certificate shows. */
      level: z.string().nullable(),
      certificateType: z.string().nullable(),
    })
    .nullable(),
  programInterests: z.array(z.string()),
  submittedAt: z.string().nullable(),
});
export type VerificationItem = z.infer<typeof VerificationItemSchema>;

export const RejectProfileSchema = z.object({
  reason: cleanTextSchema({ min: 1, max: 1000, minMessage: 'moderation.reasonRequired' }),
});
export type RejectProfileInput = z.input<typeof RejectProfileSchema>;

export const AudioReportItemSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  reason: z.enum(AUDIO_REPORT_REASONS),
  description: z.string().nullable(),
  status: z.enum(['open', 'upheld', 'dismissed']),
  createdAt: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  /** Playback address while the audio exists, else null. */
  audioUrl: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type AudioReportItem = z.infer<typeof AudioReportItemSchema>;

export const AudioReportQuerySchema = z.object({ status: z.enum(['open', 'all']).default('open') });

/** Uphold removes the audio (and closes the other open reports on it); dismiss keeps it. */
export const ResolveAudioReportSchema = z.object({
  decision: z.enum(['uphold', 'dismiss'], { message: 'moderation.decisionRequired' }),
  note: z
    .string()
    .nullish()
    .transform((value) => (value ? cleanText(value) || null : null)),
});
export type ResolveAudioReportInput = z.input<typeof ResolveAudioReportSchema>;

/**
 * A conversation reported by one of its parties, with its latest messages: moderators read a
 * conversation only once it has been reported to them.
 */
export const ConversationReportItemSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  subject: z.string().nullable(),
  companyName: z.string(),
  candidateName: z.string(),
  reporterSide: z.enum(CONVERSATION_SIDES),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(['open', 'upheld', 'dismissed']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  /** The latest messages (at most 20), oldest first. */
  messages: z.array(
    z.object({
      seq: z.number().int(),
      side: z.enum(CONVERSATION_SIDES),
      senderName: z.string(),
      body: z.string(),
      attachmentCount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type ConversationReportItem = z.infer<typeof ConversationReportItemSchema>;
