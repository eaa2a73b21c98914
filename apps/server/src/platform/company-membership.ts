import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companyMembers } from '../db/schema';
import { AppError } from '../http/app-error';
import { isCompanyRole, type CompanyMembership } from '../http/access';
import type { Actor } from './session/session';

export type { CompanyMembership };

/**
 * The company the signed-in employer or team member works for. Team admins and members both
 * manage listings and applications (spec §6); candidates, moderators and admins are refused.
 */
export async function requireCompanyMember(db: Database, actor: Actor): Promise<CompanyMembership> {
  if (!isCompanyRole(actor.role)) throw AppError.forbidden('companies.employersOnly');
  const [membership] = await db.select().from(companyMembers).where(eq(companyMembers.userId, actor.userId)).limit(1);
  if (!membership) throw new AppError(404, 'NOT_FOUND', 'companies.notFound');
  return { companyId: membership.companyId, teamRole: membership.role };
}

/**
 * A team admin of the signed-in employer's company (spec §6: admins manage the team and the
 * company profile). Members get 403 "Only team admins can manage the team."; everyone else as
 * `requireCompanyMember`.
 */
export async function requireTeamAdmin(db: Database, actor: Actor): Promise<CompanyMembership> {
  const membership = await requireCompanyMember(db, actor);
  if (membership.teamRole !== 'admin') throw AppError.forbidden('team.adminsOnly');
  return membership;
}

/**
 * A team admin of their company: the guard of every change to the company profile (spec §6:
 * "Team members cannot edit the company profile").
 */
export async function requireCompanyAdmin(db: Database, actor: Actor): Promise<CompanyMembership> {
  const membership = await requireCompanyMember(db, actor);
  if (membership.teamRole !== 'admin') throw AppError.forbidden('companies.membersCannotEdit');
  return membership;
}
