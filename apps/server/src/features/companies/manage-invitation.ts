import type { TeamInvitation } from '@azubi/shared/companies/team';
import { and, eq } from 'drizzle-orm';
import { teamInvitations, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { invitationState, toTeamInvitation } from './get-team';
import { invitationExpiry, isUniqueViolation } from './invite-team-member';
import { sendInvitationEmail } from './send-invitation-email';
import type { TeamDeps } from './team-deps';

/** One of the company's invitations; another company's id is "Invitation not found". */
async function findInvitation({ db, membership }: TeamDeps, invitationId: string) {
  const [found] = await db
    .select({ invitation: teamInvitations, invitedByName: users.name })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.companyId, membership.companyId)));
  if (!found) throw AppError.notFound('team.invitationNotFound');
  return found;
}

/**
 * Sends a pending or expired invitation again, with its validity started anew (same link).
 * Accepted and revoked invitations cannot be sent again. A mail failure is "Failed to send
 * invitation" (502); the renewed validity stays.
 */
export async function resendInvitation(deps: TeamDeps, invitationId: string): Promise<TeamInvitation> {
  const { db, actor, log, audit } = deps;
  const { invitation, invitedByName } = await findInvitation(deps, invitationId);
  const state = invitationState(invitation);
  if (state === 'accepted' || state === 'revoked') throw AppError.conflict('team.cannotResend');
  let renewed: typeof teamInvitations.$inferSelect | undefined;
  try {
    [renewed] = await db
      .update(teamInvitations)
      .set({ status: 'pending', expiresAt: invitationExpiry() })
      .where(and(eq(teamInvitations.id, invitation.id), eq(teamInvitations.status, invitation.status)))
      .returning();
  } catch (err) {
    // An expired invitation whose address has been invited anew since.
    if (isUniqueViolation(err)) throw AppError.conflict('team.alreadyInvited');
    throw err;
  }
  // Accepted or revoked a moment ago.
  if (!renewed) throw AppError.conflict('team.cannotResend');
  const emailSent = await sendInvitationEmail(deps, renewed);
  await recordAuditEvent(
    db,
    {
      action: 'team_invitation_resent',
      userId: actor.userId,
      context: audit,
      resourceType: 'team_invitation',
      resourceId: renewed.id,
      details: { company_id: renewed.companyId, email: renewed.email, email_sent: emailSent },
    },
    log,
  );
  if (!emailSent) throw new AppError(502, 'INTERNAL', 'team.sendFailed');
  return toTeamInvitation(renewed, invitedByName);
}

/** Revokes a pending (or expired) invitation: its link stops working ("Invalid invitation link"). */
export async function revokeInvitation(deps: TeamDeps, invitationId: string): Promise<TeamInvitation> {
  const { db, actor, log, audit } = deps;
  const { invitation, invitedByName } = await findInvitation(deps, invitationId);
  if (invitation.status !== 'pending' && invitation.status !== 'expired') throw AppError.conflict('team.cannotRevoke');
  const [revoked] = await db
    .update(teamInvitations)
    .set({ status: 'revoked' })
    .where(and(eq(teamInvitations.id, invitation.id), eq(teamInvitations.status, invitation.status)))
    .returning();
  if (!revoked) throw AppError.conflict('team.cannotRevoke');
  await recordAuditEvent(
    db,
    {
      action: 'team_invitation_revoked',
      userId: actor.userId,
      context: audit,
      resourceType: 'team_invitation',
      resourceId: revoked.id,
      details: { company_id: revoked.companyId, email: revoked.email },
    },
    log,
  );
  return toTeamInvitation(revoked, invitedByName);
}
