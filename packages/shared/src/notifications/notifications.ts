import { z } from '../zod';

/** DECISIONS.md: every notification type exists in-app and by e-mail, each switchable by the user. */
export const NOTIFICATION_TYPES = [
  'application_received',
  'application_status_changed',
  'interview_scheduled',
  'interview_rescheduled',
  'interview_canceled',
  'interview_reminder',
  'message_received',
  'match_found',
  'profile_approved',
  'profile_rejected',
  'certificate_verified',
  'company_verified',
  'company_rejected',
  'review_moderated',
  'team_invitation',
  'trial_ending',
  'plan_expiring',
  'payment_received',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Values the text is built from in the reader's language, e.g. { listingTitle, status }. */
  data: z.record(z.string(), z.unknown()),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number(),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  inApp: z.boolean(),
  email: z.boolean(),
});
export const NotificationPreferencesSchema = z.object({ preferences: z.array(NotificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
