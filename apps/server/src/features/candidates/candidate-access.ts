import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { requireCompanyMember, type CompanyMembership } from '../../platform/company-membership';
import { companyAccessState } from '../billing';
import { disclosureOf, type Disclosure } from './candidate-disclosure';

/**
 * The gate of candidate search (spec §6, docs/decisions/README.md "Subscription gates"): only verified
 * companies whose trial or plan runs. The refusals name what to do, so the page can explain.
 */
export async function requireCandidateSearch(db: Database, actor: Actor): Promise<CompanyMembership> {
  const membership = await requireCompanyMember(db, actor);
  const access = await companyAccessState(db, membership.companyId);
  if (!access.verified) throw AppError.forbidden('candidates.companyNotVerified');
  if (!access.active) throw AppError.forbidden('candidates.trialEnded');
  return membership;
}

export type VisibleCandidate = {
  user: typeof users.$inferSelect;
  profile: typeof candidateProfiles.$inferSelect;
  disclosure: Disclosure;
};

/**
 * A candidate the company may look at (view, save, note), with what it may see:
 * - revealed (by the candidate's own act or consent, candidate-disclosure.ts): always;
 * - otherwise only a company that may search candidates, and only an approved profile that is
 *   shared: "Candidate not found" for an unknown, unapproved or non-candidate id, "Access Denied"
 *   when the profile opted out of sharing.
 */
export async function requireVisibleCandidate(
  db: Database,
  actor: Actor,
  candidateId: string,
): Promise<VisibleCandidate & { membership: CompanyMembership }> {
  const membership = await requireCompanyMember(db, actor);
  const [row] = await db
    .select({ user: users, profile: candidateProfiles })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.id, candidateId), eq(users.role, 'azubi')));
  if (!row) throw AppError.notFound('candidates.notFound');
  const disclosure = await disclosureOf(db, membership.companyId, candidateId);
  if (!disclosure.revealed) {
    const access = await companyAccessState(db, membership.companyId);
    if (!access.verified) throw AppError.forbidden('candidates.companyNotVerified');
    if (!access.active) throw AppError.forbidden('candidates.trialEnded');
    if (row.profile.approvalStatus !== 'approved') throw AppError.notFound('candidates.notFound');
    if (!row.profile.shareProfile) throw AppError.forbidden('candidates.accessDenied');
  }
  return { ...row, disclosure, membership };
}
