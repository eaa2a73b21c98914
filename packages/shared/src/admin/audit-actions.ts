/**
 * The audit log's actions and page size, without zod (`audit-log.ts` has the schemas and re-exports
 * these): the audit log screen imports them from here and so does not ship zod to the browser (ADR
 * 0033).
 */

export const AUDIT_ACTIONS = [
  'user_signup',
  'user_login',
  'user_logout',
  'profile_view',
  'file_upload',
  'file_download',
  'security_event',
  'team_invitation_created',
  'team_invitation_resent',
  'team_invitation_revoked',
  'team_member_role_changed',
  'team_member_removed',
  'billing_admin_action',
  'admin_user_action',
  'admin_campaign_action',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_PAGE_SIZE = 50;
