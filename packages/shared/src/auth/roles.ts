/**
 * The roles of an account and of a team member, and where each goes after signing in, without zod
 * (`schemas.ts` has the account schemas and re-exports these): the screens that only read a role
 * (the sign-in callback, the admins' user list) import them from here and so do not ship zod to the
 * browser (ADR 0033).
 */

export const SIGN_UP_ROLES = ['azubi', 'employer'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
export const USER_ROLES = ['azubi', 'employer', 'team_member', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Where a user goes after signing up or in (spec §4): candidates browse jobs, everyone else the dashboard. */
export function homePathForRole(role: UserRole | null | undefined, invitationToken?: string): string {
  if (invitationToken) return `/dashboard?invitation=${encodeURIComponent(invitationToken)}`;
  return role === 'azubi' ? '/browse-jobs' : '/dashboard';
}
