import { cleanText, hasVisibleText } from '../text/clean-text';
import { z } from '../zod';
import {
  MESSAGE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  MESSAGE_ATTACHMENTS_MAX,
  CONVERSATION_SIDES,
  REPORT_REASONS,
  DECLINE_REASONS,
} from './messaging-limits';

// The limits and choices without zod, for the browser's screens (ADR 0033).
export * from './messaging-limits';

/**
 * Messaging (spec §1 direct chat, §3 message: subject, text, attachment; §5; §9 30 a minute, kept
 * 2 years). A conversation joins one candidate and one company (its whole team). Each
 * conversation numbers its messages (`seq` 1, 2, 3 …); a client catches up after the last number
 * it holds (`GET /api/conversations/:id/messages?after=<seq>`). Messages are keys of the
 * `messaging` namespace.
 */
/** Message numbers are PostgreSQL integers. */
const SEQ_MAX = 2_147_483_647;

/**
 * A message text as stored: the spec's clean-up (NUL and angle brackets removed, trimmed, cut to
 * 1000 characters) with line breaks kept; runs of more than two empty lines become two.
 */
export function cleanMessageText(value: string, max = MESSAGE_MAX_LENGTH): string {
  return cleanText(value.replace(/\r\n?/g, '\n').replace(/\n{4,}/g, '\n\n\n'), max);
}

export const AttachmentSchema = z.object({
  id: z.uuid(),
  /** The uploaded file name, cleaned; shown only. */
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  kind: z.enum(['image', 'pdf']),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const MessageSenderSchema = z.object({
  /** Null once the sender's account is deleted. */
  userId: z.uuid().nullable(),
  /** The member who wrote it (company side) or the candidate; anonymised candidates show their code. */
  name: z.string(),
  side: z.enum(CONVERSATION_SIDES),
});

export const MessageSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  conversationId: z.uuid(),
  seq: z.number().int().min(1),
  sender: MessageSenderSchema,
  body: z.string(),
  attachments: z.array(AttachmentSchema),
  /** Written by the platform on the sender's behalf (a placement step changed), shown as the platform's. */
  system: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const LastMessageSchema = z.object({
  seq: z.number().int(),
  preview: z.string(),
  senderName: z.string(),
  side: z.enum(CONVERSATION_SIDES),
  /** The reader wrote it themselves (a colleague on the same side did not). */
  byReader: z.boolean(),
  /** Written by the platform (a placement step changed), not by a person. */
  system: z.boolean(),
  createdAt: z.string(),
});

export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string().nullable(),
  company: z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string().nullable(), verified: z.boolean() }),
  /**
   * `id` is the candidate's user id; name and photo follow the disclosure rules (a code until revealed).
   * `id` is null once the candidate deleted their account: the company keeps the conversation
   * under "Deleted user" and cannot write (`canWrite` false, issue 28).
   */
  candidate: z.object({ id: z.uuid().nullable(), name: z.string(), photoUrl: z.string().nullable() }),
  lastMessage: LastMessageSchema.nullable(),
  lastSeq: z.number().int(),
  /** Messages from the other side after the reader's side last saw. */
  unreadCount: z.number().int(),
  blockedByCandidate: z.boolean(),
  /** False when the candidate blocked the company or deleted their account (for the company's side). */
  canWrite: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationDetailSchema = ConversationSummarySchema.extend({
  mySide: z.enum(CONVERSATION_SIDES),
  /** How far the other side has seen; null when seen marks are off (the candidate's privacy setting). */
  otherSeenSeq: z.number().int().nullable(),
  mySeenSeq: z.number().int(),
  /** Only the candidate can block the company. */
  canBlock: z.boolean(),
  /**
   * The candidate has revealed themselves to the company (applied, accepted an interview, replied
   * or chose "Reveal my profile"); until then the company sees "Candidate 4F2A" and the candidate a banner.
   */
  candidateRevealed: z.boolean(),
  /** "Not interested": the candidate closed the conversation with this reason (the company cannot write until they write again). */
  declined: z.object({ reason: z.enum(DECLINE_REASONS), at: z.string() }).nullable(),
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

export const ConversationListSchema = z.object({ items: z.array(ConversationSummarySchema) });
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const ConversationListQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : cleanText(value, 100) || undefined)),
});

export const UnreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

const MessageBodySchema = z
  .string({ message: 'messaging.bodyRequired' })
  .transform((value) => cleanMessageText(value))
  .pipe(
    z
      .string()
      .min(1, { message: 'messaging.bodyRequired' })
      // Only zero-width or direction marks is as empty as nothing (issue 27).
      .refine(hasVisibleText, { message: 'messaging.bodyRequired' }),
  );

const AttachmentIdsSchema = z
  .array(z.uuid({ message: 'validation.invalidValue' }))
  .max(MESSAGE_ATTACHMENTS_MAX, { message: 'messaging.tooManyAttachments' })
  .default([]);

export const SendMessageSchema = z.object({
  /** Generated by the client once per message; sending again with it returns the stored message. */
  clientId: z.uuid({ message: 'validation.invalidValue' }),
  body: MessageBodySchema,
  attachmentIds: AttachmentIdsSchema,
});
export type SendMessageInput = z.input<typeof SendMessageSchema>;

/**
 * A first message: the company names the candidate (`candidateId`, or `applicationId` of an
 * application to its listing); the candidate names an application of theirs. A company's first
 * message needs a subject (checked on the server: `messaging.subjectRequired`).
 */
export const StartConversationSchema = z.object({
  candidateId: z.uuid({ message: 'validation.invalidValue' }).optional(),
  applicationId: z.uuid({ message: 'validation.invalidValue' }).optional(),
  subject: z
    .string()
    .optional()
    .transform((value) => {
      const subject = value === undefined ? '' : cleanText(value, SUBJECT_MAX_LENGTH);
      return hasVisibleText(subject) ? subject : '';
    }),
  body: MessageBodySchema,
  clientId: z.uuid({ message: 'validation.invalidValue' }),
  attachmentIds: AttachmentIdsSchema,
});
export type StartConversationInput = z.input<typeof StartConversationSchema>;

export const StartConversationResultSchema = z.object({
  conversation: ConversationDetailSchema,
  message: MessageSchema,
});
export type StartConversationResult = z.infer<typeof StartConversationResultSchema>;

export const MessagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(SEQ_MAX).optional(),
  before: z.coerce.number().int().min(1).max(SEQ_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MessagesQuery = z.input<typeof MessagesQuerySchema>;

export const MessagePageSchema = z.object({
  /** Ascending by seq. */
  items: z.array(MessageSchema),
  /** More messages exist in the asked direction (after: newer; otherwise older). */
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const MarkReadSchema = z.object({ seq: z.number().int().min(0).max(SEQ_MAX) });
export type MarkReadInput = z.infer<typeof MarkReadSchema>;

export const ReportConversationSchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: 'messaging.reportReasonRequired' }),
  note: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : cleanText(value))),
});
export type ReportConversationInput = z.input<typeof ReportConversationSchema>;

export const DeclineConversationSchema = z.object({
  reason: z.enum(DECLINE_REASONS, { message: 'messaging.declineReasonRequired' }),
});
export type DeclineConversationInput = z.input<typeof DeclineConversationSchema>;

/** A company's first contacts today (docs/decisions/README.md "Anonymised first contact"): the limit, used, left, and when the day ends. */
export const FirstContactAllowanceSchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  resetsAt: z.string(),
});
export type FirstContactAllowance = z.infer<typeof FirstContactAllowanceSchema>;
