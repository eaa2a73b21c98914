import type {
  CandidateSearchProfileWithMatches,
  TrainingSearchProfileWithMatches,
} from '@azubi/shared/matching/matching';
import { eq, sql } from 'drizzle-orm';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import { candidateSearchProfiles, trainingSearchProfiles } from '../../db/schema';
import type { Candidate } from '../../http/access';
import { companyMatchAccess } from './list-search-profiles';
import { ownCandidateSearchProfile, ownTrainingProfile } from './profile-access';
import { candidateApprovalStatus, candidateItem, trainingItem } from './profile-items';
import { todayOf } from './run-matching';

type Deps = { db: Database; actor: Candidate };
/** Candidate search profiles: the caller's company, from the route's `company` declaration. */
type CompanyDeps = { db: Database; companyId: string };

/** The candidate has looked at a profile's matches: none of them counts as new any more. */
export async function markTrainingMatchesSeen(
  { db, actor }: Deps,
  id: string,
): Promise<TrainingSearchProfileWithMatches> {
  await ownTrainingProfile(db, actor, id);
  const [profile] = await db
    .update(trainingSearchProfiles)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(trainingSearchProfiles.id, id))
    .returning();
  return trainingItem(db, profile!, await candidateApprovalStatus(db, actor.userId));
}

/** Someone of the team has looked at a profile's matches (one mark for the whole team). */
export async function markCandidateMatchesSeen(
  { db, companyId }: CompanyDeps,
  id: string,
): Promise<CandidateSearchProfileWithMatches> {
  await ownCandidateSearchProfile(db, companyId, id);
  const [profile] = await db
    .update(candidateSearchProfiles)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(candidateSearchProfiles.id, id))
    .returning();
  const access = await companyMatchAccess(db, companyId);
  return candidateItem(db, profile!, access.canReceiveMatches, todayOf(clock.now(companyId)));
}
