import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../auth/session';

export type CompanyMembership = { companyId: string; teamRole: 'admin' | 'member' };

/**
 * The company the signed-in employer or team member works for. Team admins and members both
 * manage listings and applications (spec §6); candidates, moderators and admins are refused.
 */
export async function requireCompanyMember(db: Database, actor: Actor): Promise<CompanyMembership> {
  if (actor.role !== 'employer' && actor.role !== 'team_member') throw AppError.forbidden('companies.employersOnly');
  const [membership] = await db.select().from(companyMembers).where(eq(companyMembers.userId, actor.userId)).limit(1);
  if (!membership) throw new AppError(404, 'NOT_FOUND', 'companies.notFound');
  return { companyId: membership.companyId, teamRole: membership.role };
}
