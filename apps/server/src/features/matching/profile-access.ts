import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateSearchProfiles, trainingSearchProfiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Candidate } from '../../http/access';

/**
 * The signed-in candidate's own training search profile (spec §2 dashboard tab; other roles are
 * refused by the routes' `candidate` declaration); anyone else's is as unknown as a missing one (404).
 */
export async function ownTrainingProfile(db: Database, actor: Candidate, id: string) {
  const [profile] = await db
    .select()
    .from(trainingSearchProfiles)
    .where(and(eq(trainingSearchProfiles.id, id), eq(trainingSearchProfiles.candidateId, actor.userId)));
  if (!profile) throw AppError.notFound('matching.profileNotFound');
  return profile;
}

/**
 * A candidate search profile of the caller's company (any member, admin or not, as with candidate
 * search; the company is the route's `company` declaration's); another company's is 404.
 */
export async function ownCandidateSearchProfile(
  db: Database,
  companyId: string,
  id: string,
): Promise<typeof candidateSearchProfiles.$inferSelect> {
  const [profile] = await db
    .select()
    .from(candidateSearchProfiles)
    .where(and(eq(candidateSearchProfiles.id, id), eq(candidateSearchProfiles.companyId, companyId)));
  if (!profile) throw AppError.notFound('matching.profileNotFound');
  return profile;
}
