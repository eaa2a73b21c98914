import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedCandidates } from '../../db/schema';
import type { Actor } from '../../platform/session/session';
import { requireCompanyMember } from '../../platform/company-membership';
import { requireVisibleCandidate } from './candidate-access';

/**
 * Save a candidate for the company (the whole team sees the list). Only a candidate the company
 * may look at; saving again changes nothing. A save is a tie the candidate sees (their profile
 * views list the companies that saved them) but reveals nothing (docs/decisions/README.md "Anonymised first
 * contact", revised in turn 3).
 */
export async function saveCandidate({ db, actor }: { db: Database; actor: Actor }, candidateId: string) {
  const { membership } = await requireVisibleCandidate(db, actor, candidateId);
  await db
    .insert(savedCandidates)
    .values({ companyId: membership.companyId, candidateId, savedBy: actor.userId })
    .onConflictDoNothing();
}

/** Remove a candidate from the company's saved list (any team member; the team's notes stay). */
export async function unsaveCandidate({ db, actor }: { db: Database; actor: Actor }, candidateId: string) {
  const { companyId } = await requireCompanyMember(db, actor);
  await db
    .delete(savedCandidates)
    .where(and(eq(savedCandidates.companyId, companyId), eq(savedCandidates.candidateId, candidateId)));
}
