import { z } from '../zod';
import { cleanText } from '../text/clean-text';

/**
 * The audio self-introduction (spec §2, §4, §5, §6, §9; docs/decisions/README.md): recorded in the browser,
 * refused under 10 s and over 2:00, a warning under 30 s, consent required, at most 5 MB, deleted
 * after 12 months. Messages are keys of the `audio` namespace.
 */
export const AUDIO_MIN_SECONDS = 10;
export const AUDIO_WARN_SECONDS = 30;
export const AUDIO_MAX_SECONDS = 120;
/** Encoders may end a hair after the recorder's automatic stop at 2:00. */
export const AUDIO_MAX_TOLERANCE_SECONDS = 0.5;
export const AUDIO_MAX_BYTES = 5 * 1024 * 1024;
export const AUDIO_RETENTION_MONTHS = 12;
/** What browsers' MediaRecorder produce: WebM (Chrome, Edge), Ogg (Firefox), MP4 (Safari), MPEG. */
export const AUDIO_MIME_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg'] as const;

/** `POST /api/profile/audio?consent=true` (multipart, one file). */
export const AudioUploadQuerySchema = z.object({
  // A literal, not an optional with a refinement: zod skips the refinement of a missing value.
  consent: z.literal('true', { message: 'audio.consentRequired' }),
});

export const AudioIntroductionSchema = z.object({
  candidateId: z.string(),
  durationSeconds: z.number(),
  mimeType: z.string(),
  /** True under 30 seconds: accepted, but the recorder suggests a longer introduction. */
  short: z.boolean(),
  consentAt: z.string(),
  createdAt: z.string(),
  /** Deleted automatically at this time (12 months after upload). */
  expiresAt: z.string(),
  /** Playback address `/api/audio/<candidateId>`; inline only, there is no download. */
  url: z.string(),
});
export type AudioIntroduction = z.infer<typeof AudioIntroductionSchema>;

export const AUDIO_REPORT_REASONS = [
  'inappropriate',
  'discrimination',
  'harassment',
  'spam',
  'not_the_candidate',
  'other',
] as const;
export type AudioReportReason = (typeof AUDIO_REPORT_REASONS)[number];
/** Moderators answer within 24 hours; discrimination reports within 48 hours (spec §6). */
export const AUDIO_REPORT_DUE_HOURS: Record<AudioReportReason, number> = {
  inappropriate: 24,
  discrimination: 48,
  harassment: 24,
  spam: 24,
  not_the_candidate: 24,
  other: 24,
};

/**
 * `POST /api/audio/:candidateId/reports`. A reason is required; details are optional except for
 * `other`, where the reason alone says nothing ("Please provide additional details").
 */
export const AudioReportInputSchema = z
  .object({
    reason: z.enum(AUDIO_REPORT_REASONS, { message: 'audio.reportReasonRequired' }),
    description: z
      .string()
      .nullish()
      .transform((value) => (value == null ? null : cleanText(value) || null)),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.description)
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'audio.reportDetailsRequired' });
  });
export type AudioReportInput = z.input<typeof AudioReportInputSchema>;
