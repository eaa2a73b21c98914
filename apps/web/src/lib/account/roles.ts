import type { UserRole } from '@azubi/shared/auth/schemas';

/**
 * What a role may see on the web, named once (the server's `ROLES_OF` in `http/access.ts` decides
 * what it may do). Each takes the signed-in user's role, or nothing while signed out or loading.
 */
type Role = UserRole | null | undefined;

/** A candidate (spec: "Azubi"). */
export function isCandidate(role: Role): role is 'azubi' {
  return role === 'azubi';
}

/** Someone on a company's side: the employer who founded it or an invited team member. */
export function isCompanySide(role: Role): role is 'employer' | 'team_member' {
  return role === 'employer' || role === 'team_member';
}

/** The employer account itself (who founds a company), not an invited team member. */
export function isEmployer(role: Role): role is 'employer' {
  return role === 'employer';
}

/** A moderator or an admin: the admin area's people. */
export function isStaff(role: Role): role is 'moderator' | 'admin' {
  return role === 'moderator' || role === 'admin';
}

/** An admin, who has every admin section. */
export function isAdmin(role: Role): role is 'admin' {
  return role === 'admin';
}

/**
 * A signed-in account that has no role (spec §8 "No role found"): it sees that notice, not a
 * dashboard. Not the same as signed out, where there is no account to ask (undefined).
 */
export function hasNoRole(role: Role): role is null {
  return role === null;
}
