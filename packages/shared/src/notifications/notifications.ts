import type { UserRole } from '../auth/schemas';
import { z } from '../zod';

/** docs/decisions/README.md: every notification type exists in-app and by e-mail, each switchable by the user. */
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
  'placement_updated',
  'placement_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Told to both sides of an interview: the candidate and the company's people. */
const INTERVIEW_CHANGES = ['interview_rescheduled', 'interview_canceled', 'interview_reminder'] as const;

/**
 * Who can receive which notification: a candidate hears about their applications, interviews,
 * profile and certificate; the company's people about applications received, interviews, their
 * team and company; only the employer account (the company's owner) about verification and
 * billing. Moderators and admins receive none of these. The settings screen lists, and
 * `PUT /api/notification-settings` accepts, only the role's own types.
 */
const RECEIVED_BY_ROLE: Record<UserRole, readonly NotificationType[]> = {
  azubi: [
    'application_status_changed',
    'interview_scheduled',
    ...INTERVIEW_CHANGES,
    'message_received',
    'match_found',
    'profile_approved',
    'profile_rejected',
    'certificate_verified',
    'review_moderated',
    'placement_updated',
    'placement_reminder',
  ],
  employer: [
    'application_received',
    ...INTERVIEW_CHANGES,
    'message_received',
    'match_found',
    'company_verified',
    'company_rejected',
    'review_moderated',
    'team_invitation',
    'trial_ending',
    'plan_expiring',
    'payment_received',
    'placement_updated',
    'placement_reminder',
  ],
  team_member: [
    'application_received',
    ...INTERVIEW_CHANGES,
    'message_received',
    'match_found',
    'review_moderated',
    'team_invitation',
    'placement_updated',
    'placement_reminder',
  ],
  moderator: [],
  admin: [],
};

/** The notification types a role can receive, in the order of NOTIFICATION_TYPES; none without a role. */
export function notificationTypesFor(role: UserRole | null): readonly NotificationType[] {
  const received = role ? RECEIVED_BY_ROLE[role] : [];
  return NOTIFICATION_TYPES.filter((type) => received.includes(type));
}

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

/**
 * The types that can also reach a device by Web Push (issue 32): new message, interview invitation,
 * change and reminder, application decision, placement step due, the match digest.
 */
export const PUSH_NOTIFICATION_TYPES = [
  'message_received',
  'interview_scheduled',
  'interview_rescheduled',
  'interview_canceled',
  'interview_reminder',
  'application_status_changed',
  'placement_reminder',
  'match_found',
] as const satisfies readonly NotificationType[];

export const isPushType = (type: NotificationType) => (PUSH_NOTIFICATION_TYPES as readonly string[]).includes(type);

export const NotificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  inApp: z.boolean(),
  email: z.boolean(),
  /** Web Push: a boolean for the push types, null for the others (left out when saving: unchanged). */
  push: z.boolean().nullable().optional(),
});
export const NotificationPreferencesSchema = z.object({ preferences: z.array(NotificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
