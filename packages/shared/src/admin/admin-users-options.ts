/**
 * The admins' user list's states, sorts and limits, without zod (`admin-users.ts` has the schemas
 * and re-exports these): the user list imports them from here and so does not ship zod to the
 * browser (ADR 0033).
 */

export const ADMIN_USER_STATES = ['active', 'unverified', 'suspended', 'pending_deletion'] as const;
export type AdminUserState = (typeof ADMIN_USER_STATES)[number];
export const ADMIN_USER_SORTS = ['newest', 'oldest', 'name', 'last_active'] as const;
export const ADMIN_USERS_PAGE_SIZE = 25;
export const SUSPEND_REASON_MAX = 500;
