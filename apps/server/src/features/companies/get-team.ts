import type { InvitationState, Team, TeamInvitation } from '@azubi/shared/companies/team';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyMembers, teamInvitations, users } from '../../db/schema';
import { AppError } from '../../http/app-error';

type InvitationRow = typeof teamInvitations.$inferSelect;

/** Spec §4's state of an invitation: a pending one past its expiry is shown (and treated) as expired. */
export function invitationState(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now = new Date()): InvitationState {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

export function toTeamInvitation(row: InvitationRow, invitedByName: string | null): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: invitationState(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    invitedByName,
  };
}

/** The most recent invitations a team sees (older ones stay stored for the audit trail). */
const INVITATION_LIMIT = 100;

/** The company's members (admins first) and its invitations (newest first), for its team admins. */
export async function getTeam({
  db,
  companyId,
  userId,
}: {
  db: Database;
  companyId: string;
  userId: string;
}): Promise<Team> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, 'NOT_FOUND', 'companies.notFound');
  const members = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.role), asc(users.name));
  const invitations = await db
    .select({ invitation: teamInvitations, invitedByName: users.name })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(eq(teamInvitations.companyId, companyId))
    .orderBy(desc(teamInvitations.createdAt))
    .limit(INVITATION_LIMIT);
  return {
    companyName: company.name,
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString(), isYou: m.userId === userId })),
    invitations: invitations.map((row) => toTeamInvitation(row.invitation, row.invitedByName)),
  };
}
