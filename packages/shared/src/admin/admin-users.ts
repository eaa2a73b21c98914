import { USER_ROLES } from '../auth/schemas';
import { isCalendarDate } from '../listings/listing';
import { cleanText } from '../text/clean-text';
import { z } from '../zod';
import { ADMIN_USER_SORTS, ADMIN_USER_STATES, SUSPEND_REASON_MAX } from './admin-users-options';

// The states, sorts and limits without zod, for the browser's screens (ADR 0033).
export {
  ADMIN_USER_SORTS,
  ADMIN_USER_STATES,
  ADMIN_USERS_PAGE_SIZE,
  SUSPEND_REASON_MAX,
  type AdminUserState,
} from './admin-users-options';

/**
 * Admin user management (issue 19, spec §2 /admin/users, §6: only an admin manages users;
 * docs/decisions/README.md). Messages are keys of the shared `adminUsers` namespace.
 *
 * Routes (apps/server/src/features/admin-users/routes.ts), admins only (moderators 403):
 *   GET    /api/admin/users                          AdminUserListQuerySchema → AdminUserListSchema
 *   GET    /api/admin/users/:id                      → AdminUserDetailSchema
 *   PUT    /api/admin/users/:id/role                 ChangeRoleSchema → AdminUserDetailSchema
 *   POST   /api/admin/users/:id/suspend              SuspendUserSchema → AdminUserDetailSchema (sessions end at once)
 *   POST   /api/admin/users/:id/unsuspend            → AdminUserDetailSchema
 *   POST   /api/admin/users/:id/resend-verification  → { message }
 *   DELETE /api/admin/users/:id                      → { message } (the same deletion as the user's own)
 * An admin cannot change their own role, suspend or delete themselves; the last admin keeps the
 * role. Every action is audited with who did it (`admin_user_action`).
 */

const CalendarDay = z
  .string()
  .refine((value) => isCalendarDate(value), { message: 'adminUsers.dateInvalid' })
  .optional();

export const AdminUserListQuerySchema = z.object({
  /** Name or e-mail, any part. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(['all', ...USER_ROLES]).default('all'),
  state: z.enum(['all', ...ADMIN_USER_STATES]).default('all'),
  /** Signed up on or after / on or before this day (UTC). */
  from: CalendarDay,
  to: CalendarDay,
  sort: z.enum(ADMIN_USER_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>;

export const AdminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES).nullable(),
  state: z.enum(ADMIN_USER_STATES),
  locale: z.enum(['en', 'de']),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  isDemo: z.boolean(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;

export const AdminUserListSchema = z.object({
  items: z.array(AdminUserSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminUserDetailSchema = AdminUserSummarySchema.extend({
  emailVerified: z.boolean(),
  suspendedReason: z.string().nullable(),
  timezone: z.string().nullable(),
  /** The company the user works for (employers, team members). */
  company: z
    .object({ id: z.string(), name: z.string(), teamRole: z.enum(['admin', 'member']), verificationStatus: z.string() })
    .nullable(),
  /** The candidate profile's summary. */
  profile: z
    .object({ approvalStatus: z.string(), country: z.string().nullable(), germanLevel: z.string().nullable() })
    .nullable(),
  sessions: z.array(
    z.object({ id: z.string(), createdAt: z.string(), expiresAt: z.string(), userAgent: z.string().nullable() }),
  ),
  /** The user's last 50 audit events, newest first. */
  auditEvents: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      at: z.string(),
      ipAddress: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
  /** The signed-in admin looks at their own account: role, suspension and deletion are refused. */
  isSelf: z.boolean(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const ChangeRoleSchema = z.object({
  role: z.enum(USER_ROLES, { message: 'adminUsers.roleRequired' }),
});
export type ChangeRoleInput = z.input<typeof ChangeRoleSchema>;

export const SuspendUserSchema = z.object({
  reason: z
    .string({ message: 'adminUsers.reasonRequired' })
    .transform((value) => cleanText(value, SUSPEND_REASON_MAX))
    .pipe(z.string().min(1, { message: 'adminUsers.reasonRequired' })),
});
export type SuspendUserInput = z.input<typeof SuspendUserSchema>;
