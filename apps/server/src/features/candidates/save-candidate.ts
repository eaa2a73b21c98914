import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedCandidates } from '../../db/schema';
import type { Actor } from '../../platform/session/session';
import { requireVisibleCandidate } from './candidate-access';

/**
 * Save a candidate for the company (the whole team sees the list). Only a candidate the company
 * may look at; saving again changes nothing. A save is a tie the candidate sees (their profile
 * views list the companies that saved them) but reveals nothing (docs/decisions/README.md "Anonymised first
 * contact", revised in turn 3).
 */
export async function saveCandidate(
  { db, actor, companyId }: { db: Database; actor: Actor; companyId: string },
  candidateId: string,
) {
  await requireVisibleCandidate(db, companyId, candidateId);
  await db.insert(savedCandidates).values({ companyId, candidateId, savedBy: actor.userId }).onConflictDoNothing();
}

/** Remove a candidate from the company's saved list (any team member; the team's notes stay). */
export async function unsaveCandidate({ db, companyId }: { db: Database; companyId: string }, candidateId: string) {
  await db
    .delete(savedCandidates)
    .where(and(eq(savedCandidates.companyId, companyId), eq(savedCandidates.candidateId, candidateId)));
}
