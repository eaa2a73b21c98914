import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyMembers, teamInvitations, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isDatabaseUnavailable } from '../../db/errors';
import { isCandidate, isEmployer, isStaff } from '../../http/access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ValidInvitation = {
  id: string;
  companyId: string;
  companyName: string;
  email: string;
  role: 'admin' | 'member';
  expiresAt: Date;
};

/**
 * A pending, unexpired invitation by its token, or the spec's error for each case (§4, §8):
 * unknown or revoked → "Invalid invitation link", not pending → "already accepted", past
 * expires_at → "expired", anything unexpected → "Error validating invitation".
 */
export async function findValidInvitation(db: Database, token: string): Promise<ValidInvitation> {
  if (!UUID.test(token)) throw new AppError(404, 'NOT_FOUND', 'auth.invitationInvalid');
  let row;
  try {
    [row] = await db
      .select({
        id: teamInvitations.id,
        companyId: teamInvitations.companyId,
        companyName: companies.name,
        email: teamInvitations.email,
        role: teamInvitations.role,
        status: teamInvitations.status,
        expiresAt: teamInvitations.expiresAt,
      })
      .from(teamInvitations)
      .innerJoin(companies, eq(companies.id, teamInvitations.companyId))
      .where(eq(teamInvitations.token, token));
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    throw new AppError(500, 'INTERNAL', 'auth.invitationError');
  }
  if (!row || row.status === 'revoked') throw new AppError(404, 'NOT_FOUND', 'auth.invitationInvalid');
  // Closed as expired when the address was invited anew (features/companies/invite-team-member.ts).
  if (row.status === 'expired') throw new AppError(410, 'BAD_REQUEST', 'auth.invitationExpired');
  if (row.status !== 'pending') throw new AppError(409, 'CONFLICT', 'auth.invitationAccepted');
  if (row.expiresAt.getTime() < Date.now()) throw new AppError(410, 'BAD_REQUEST', 'auth.invitationExpired');
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt,
  };
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Makes the user a team member of the invitation's company with the invited role and marks the
 * invitation accepted. A user who already belongs to another company, or a candidate account,
 * cannot join.
 */
export async function acceptInvitation(db: Database, invitation: ValidInvitation, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw AppError.unauthenticated();
    if (isCandidate(user.role) || isStaff(user.role))
      throw new AppError(409, 'CONFLICT', 'auth.invitationWrongAccount');
    const memberships = await tx.select().from(companyMembers).where(eq(companyMembers.userId, userId));
    if (memberships.some((m) => m.companyId !== invitation.companyId))
      throw new AppError(409, 'CONFLICT', 'auth.invitationOtherCompany');
    if (memberships.length === 0) {
      await tx.insert(companyMembers).values({ companyId: invitation.companyId, userId, role: invitation.role });
    }
    if (memberships.length === 0 && (!user.role || isEmployer(user.role))) {
      await tx.update(users).set({ role: 'team_member' }).where(eq(users.id, userId));
    }
    const updated = await tx
      .update(teamInvitations)
      .set({ status: 'accepted', acceptedBy: userId, acceptedAt: new Date() })
      .where(and(eq(teamInvitations.id, invitation.id), eq(teamInvitations.status, 'pending')))
      .returning({ id: teamInvitations.id });
    // Someone else accepted it a moment ago.
    if (updated.length === 0) throw new AppError(409, 'CONFLICT', 'auth.invitationAccepted');
  });
}
