import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { companyAccessState } from '../billing';
import { disclosureOf, type Disclosure } from './candidate-disclosure';

/**
 * The gate of candidate search (spec §6, docs/decisions/README.md "Subscription gates"): only verified
 * companies whose trial or plan runs. The refusals name what to do, so the page can explain. The
 * company is the caller's, from the route's `company` declaration (`membershipOf(request)`).
 */
export async function requireCandidateSearch(db: Database, companyId: string): Promise<void> {
  const access = await companyAccessState(db, companyId);
  if (!access.verified) throw AppError.forbidden('candidates.companyNotVerified');
  if (!access.active) throw AppError.forbidden('candidates.trialEnded');
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
  companyId: string,
  candidateId: string,
): Promise<VisibleCandidate> {
  const [row] = await db
    .select({ user: users, profile: candidateProfiles })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.id, candidateId), eq(users.role, 'azubi')));
  if (!row) throw AppError.notFound('candidates.notFound');
  const disclosure = await disclosureOf(db, companyId, candidateId);
  if (!disclosure.revealed) {
    const access = await companyAccessState(db, companyId);
    if (!access.verified) throw AppError.forbidden('candidates.companyNotVerified');
    if (!access.active) throw AppError.forbidden('candidates.trialEnded');
    if (row.profile.approvalStatus !== 'approved') throw AppError.notFound('candidates.notFound');
    if (!row.profile.shareProfile) throw AppError.forbidden('candidates.accessDenied');
  }
  return { ...row, disclosure };
}
