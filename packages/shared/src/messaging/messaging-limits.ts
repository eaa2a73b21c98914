/**
 * Messaging's limits and choices, without zod (`messaging.ts` has the schemas and re-exports these):
 * the web app's screens that only offer a message import them from here and so do not ship zod to
 * the browser (ADR 0033).
 */
export const MESSAGE_MAX_LENGTH = 1000;
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_ATTACHMENTS_MAX = 5;
export const MESSAGE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type MessageAttachmentType = (typeof MESSAGE_ATTACHMENT_TYPES)[number];
/** Spec §9: message create 30 per minute per user. */
export const MESSAGES_PER_MINUTE = 30;
export const CONVERSATION_SIDES = ['candidate', 'company'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];
export const REPORT_REASONS = ['harassment', 'spam', 'discrimination', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Why a candidate is "Not interested" in a conversation a company opened; the company sees it. */
export const DECLINE_REASONS = ['not_looking', 'not_a_fit', 'found_elsewhere'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
