/**
 * The notification types, who receives which and which reach a device, without zod
 * (`notifications.ts` has the schemas and re-exports these): the notification settings and the
 * admins' test notifications import them from here and so do not ship zod to the browser (ADR 0033).
 */
import type { UserRole } from '../auth/roles';

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
