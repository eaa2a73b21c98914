import { INVITATION_VALID_DAYS, type InviteTeamMemberInput, type TeamInvitation } from '@azubi/shared/companies/team';
import { notificationTypesFor } from '@azubi/shared/notifications/notifications';
import { and, eq, sql } from 'drizzle-orm';
import { loggedDatabaseError } from '../../db/errors';
import { companies, companyMembers, teamInvitations, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { recordNotification } from '../../platform/notify/notify';
import { invitationState, toTeamInvitation } from './get-team';
import { sendInvitationEmail } from './send-invitation-email';
import type { TeamDeps } from './team-deps';

const DAY_MS = 24 * 60 * 60 * 1000;
export const invitationExpiry = (now = new Date()) => new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);

/** A refusal of the address itself: 409 with the message on the form's e-mail field too. */
const emailRefused = (key: 'team.alreadyInvited' | 'team.alreadyMember') =>
  new AppError(409, 'CONFLICT', key, {}, { email: key });

export const isUniqueViolation = (err: unknown) => err instanceof Error && loggedDatabaseError(err).code === '23505';

/**
 * Invites someone to the team by e-mail with a role (spec §3, §5): refused when the address is
 * already a member or has a pending invitation ("This email has already been invited"). A pending
 * invitation past its expiry is closed as expired and replaced. The invitation is stored even when
 * the e-mail cannot be sent; `emailSent` says so.
 */
export async function inviteTeamMember(
  deps: TeamDeps,
  input: { email: string; role: InviteTeamMemberInput['role'] },
): Promise<{ invitation: TeamInvitation; emailSent: boolean }> {
  const { db, actor, membership, log, audit } = deps;
  const { companyId } = membership;
  const email = input.email.trim().toLowerCase();
  let row: typeof teamInvitations.$inferSelect;
  try {
    row = await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(and(eq(companyMembers.companyId, companyId), eq(sql`lower(${users.email})`, email)));
      if (member) throw emailRefused('team.alreadyMember');
      const [pending] = await tx
        .select()
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.companyId, companyId),
            eq(sql`lower(${teamInvitations.email})`, email),
            eq(teamInvitations.status, 'pending'),
          ),
        )
        .for('update');
      if (pending) {
        if (invitationState(pending) === 'pending') throw emailRefused('team.alreadyInvited');
        await tx.update(teamInvitations).set({ status: 'expired' }).where(eq(teamInvitations.id, pending.id));
      }
      const [created] = await tx
        .insert(teamInvitations)
        .values({ companyId, email, role: input.role, expiresAt: invitationExpiry(), invitedBy: actor.userId })
        .returning();
      return created!;
    });
  } catch (err) {
    // Two invitations for the same address at the same moment: the unique index lets one through.
    if (isUniqueViolation(err)) throw emailRefused('team.alreadyInvited');
    throw err;
  }
  const emailSent = await sendInvitationEmail(deps, row);
  await notifyExistingAccount(deps, row);
  await recordAuditEvent(
    db,
    {
      action: 'team_invitation_created',
      userId: actor.userId,
      context: audit,
      resourceType: 'team_invitation',
      resourceId: row.id,
      details: { company_id: companyId, email, role: input.role, email_sent: emailSent },
    },
    log,
  );
  return { invitation: toTeamInvitation(row, actor.name), emailSent };
}

/**
 * Someone who already has an account (an employer without a company, say) also finds the
 * invitation in the app, linked to the dashboard that accepts it. The e-mail is the invitation
 * itself, so the notification's own e-mail is not sent.
 */
async function notifyExistingAccount(deps: TeamDeps, invitation: typeof teamInvitations.$inferSelect): Promise<void> {
  const [invitee] = await deps.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, invitation.email));
  if (!invitee || !notificationTypesFor(invitee.role).includes('team_invitation')) return;
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  await recordNotification(deps, deps.db, {
    userId: invitee.id,
    type: 'team_invitation',
    data: { companyName: company?.name ?? '', role: invitation.role, invitedBy: deps.actor.name },
    link: `/dashboard?invitation=${invitation.token}`,
  });
}
