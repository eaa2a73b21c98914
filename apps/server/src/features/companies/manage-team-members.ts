import type { TeamRole } from '@azubi/shared/companies/team';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { TeamDeps } from './team-deps';
import { isTeamAdmin } from '../../http/access';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The member's row and the company's admins, locked for the rest of the transaction, so that two
 * admins demoting or removing each other at once cannot leave the team without one.
 */
async function lockMember(tx: Tx, companyId: string, userId: string) {
  const admins = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')))
    .for('update');
  const [member] = await tx
    .select({ id: companyMembers.id, role: companyMembers.role, name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .for('update', { of: companyMembers });
  if (!member) throw AppError.notFound('team.memberNotFound');
  const isLastAdmin = isTeamAdmin(member.role) && admins.length <= 1;
  return { member, isLastAdmin };
}

/** Changes a member's team role; the last admin cannot be made a member. Returns the member's name. */
export async function changeMemberRole(
  deps: TeamDeps,
  input: { userId: string; role: TeamRole },
): Promise<{ name: string }> {
  const { db, actor, membership, log, audit } = deps;
  const result = await db.transaction(async (tx) => {
    const { member, isLastAdmin } = await lockMember(tx, membership.companyId, input.userId);
    if (member.role === input.role) return { member, changed: false };
    if (isLastAdmin) throw AppError.conflict('team.lastAdmin');
    await tx.update(companyMembers).set({ role: input.role }).where(eq(companyMembers.id, member.id));
    return { member, changed: true };
  });
  if (result.changed) {
    await recordAuditEvent(
      db,
      {
        action: 'team_member_role_changed',
        userId: actor.userId,
        context: audit,
        resourceType: 'team_member',
        resourceId: input.userId,
        details: { company_id: membership.companyId, from: result.member.role, to: input.role },
      },
      log,
    );
  }
  return { name: result.member.name };
}

/**
 * Removes someone from the team (an admin removing themselves leaves it); the last admin can do
 * neither. Their account stays; it can accept another invitation later.
 */
export async function removeTeamMember(deps: TeamDeps, userId: string): Promise<{ name: string }> {
  const { db, actor, membership, log, audit } = deps;
  const member = await db.transaction(async (tx) => {
    const { member, isLastAdmin } = await lockMember(tx, membership.companyId, userId);
    if (isLastAdmin) throw AppError.conflict('team.lastAdmin');
    await tx.delete(companyMembers).where(eq(companyMembers.id, member.id));
    return member;
  });
  await recordAuditEvent(
    db,
    {
      action: 'team_member_removed',
      userId: actor.userId,
      context: audit,
      resourceType: 'team_member',
      resourceId: userId,
      details: {
        company_id: membership.companyId,
        role: member.role,
        email: member.email,
        left: userId === actor.userId,
      },
    },
    log,
  );
  return { name: member.name };
}
