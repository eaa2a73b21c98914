import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateSearchProfiles, trainingSearchProfiles } from '../../db/schema';
import type { Candidate } from '../../http/access';
import { ownCandidateSearchProfile, ownTrainingProfile } from './profile-access';

type Deps = { db: Database; actor: Candidate };
/** Candidate search profiles: the caller's company, from the route's `company` declaration. */
type CompanyDeps = { db: Database; companyId: string };

/** Deletes a candidate's training search profile with its matches (cascade). */
export async function deleteTrainingProfile({ db, actor }: Deps, id: string): Promise<void> {
  await ownTrainingProfile(db, actor, id);
  await db.delete(trainingSearchProfiles).where(eq(trainingSearchProfiles.id, id));
}

/** Deletes one of the company's candidate search profiles with its matches (any member may, as any may edit). */
export async function deleteCandidateSearchProfile({ db, companyId }: CompanyDeps, id: string): Promise<void> {
  await ownCandidateSearchProfile(db, companyId, id);
  await db.delete(candidateSearchProfiles).where(eq(candidateSearchProfiles.id, id));
}
