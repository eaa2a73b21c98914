import type { UserRole } from '@azubi/shared/auth/schemas';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAuditEvent, type AuditContext } from '../../platform/audit/record-audit-event';
import type { Actor } from '../../platform/session/session';
import { forgetSessionsOf } from '../../platform/session/session-cache';
import { findUser, type UserRow } from './user-detail';
import { isAdmin } from '../../http/access';

export type AdminActionDeps = {
  db: Database;
  actor: Actor;
  context: AuditContext;
  log: { error: (o: object, m: string) => void };
};

function notSelf(actor: Actor, id: string): void {
  if (actor.userId === id) throw new AppError(409, 'CONFLICT', 'adminUsers.notSelf');
}

/** The last admin keeps the role and the account (someone must be able to run the platform). */
async function assertNotLastAdmin(db: Database, user: UserRow): Promise<void> {
  if (!isAdmin(user.role)) return;
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, user.id), eq(users.banned, false)));
  if ((others?.n ?? 0) === 0) throw new AppError(409, 'CONFLICT', 'adminUsers.lastAdmin');
}

async function audit(deps: AdminActionDeps, user: UserRow, action: string, details: Record<string, unknown> = {}) {
  await recordAuditEvent(
    deps.db,
    {
      action: 'admin_user_action',
      userId: user.id,
      context: deps.context,
      resourceType: 'user',
      resourceId: user.id,
      details: { action, by: deps.actor.userId, ...details },
    },
    deps.log,
  );
}

/** `PUT /api/admin/users/:id/role`: never one's own; the last admin stays admin. */
export async function changeRole(deps: AdminActionDeps, id: string, role: UserRole): Promise<void> {
  notSelf(deps.actor, id);
  const user = await findUser(deps.db, id);
  if (!isAdmin(role)) await assertNotLastAdmin(deps.db, user);
  await deps.db.update(users).set({ role }).where(eq(users.id, id));
  // The role is read with every request; ending the sessions makes the new one take hold at once.
  await deps.db.delete(sessions).where(eq(sessions.userId, id));
  // Instances that cached the user's session forget it now, not after its few seconds (issue 31).
  await forgetSessionsOf(deps.db, id);
  await audit(deps, user, 'role_changed', { from: user.role, to: role });
}

/** `POST /api/admin/users/:id/suspend`: with a reason; every session ends at once. */
export async function suspendUser(deps: AdminActionDeps, id: string, reason: string): Promise<void> {
  notSelf(deps.actor, id);
  const user = await findUser(deps.db, id);
  if (user.banned) throw new AppError(409, 'CONFLICT', 'adminUsers.alreadySuspended');
  await assertNotLastAdmin(deps.db, user);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ banned: true, banReason: reason }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
  });
  await forgetSessionsOf(deps.db, id);
  await audit(deps, user, 'suspended', { reason });
}

/** `POST /api/admin/users/:id/unsuspend`. */
export async function unsuspendUser(deps: AdminActionDeps, id: string): Promise<void> {
  const user = await findUser(deps.db, id);
  if (!user.banned) throw new AppError(409, 'CONFLICT', 'adminUsers.notSuspended');
  await deps.db.update(users).set({ banned: false, banReason: null }).where(eq(users.id, id));
  await audit(deps, user, 'unsuspended');
}

export async function auditAdminAction(deps: AdminActionDeps, user: UserRow, action: string) {
  await audit(deps, user, action);
}

export { assertNotLastAdmin, notSelf };
