import {
  CANDIDATE_PROFILES_MAX,
  TRAINING_PROFILES_MAX,
  type CandidateSearchProfileValues,
  type CandidateSearchProfileWithMatches,
  type TrainingSearchProfileValues,
  type TrainingSearchProfileWithMatches,
} from '@azubi/shared/matching/matching';
import { and, count, eq, sql } from 'drizzle-orm';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import { candidateSearchProfiles, trainingSearchProfiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import type { Candidate } from '../../http/access';
import { companiesReceivingMatches, findCandidateMatches, findTrainingMatches } from './find-matches';
import { companyMatchAccess } from './list-search-profiles';
import { ownCandidateSearchProfile, ownTrainingProfile } from './profile-access';
import { candidateApprovalStatus, candidateItem, trainingItem } from './profile-items';
import { todayOf } from './run-matching';

type Deps = { db: Database; actor: Candidate };
/** Candidate search profiles: the caller's company, from the route's `company` declaration. */
type CompanyDeps = { db: Database; companyId: string };

/** Serialises the saves of one owner, so two at once cannot pass the limit together. */
const lockOwner = (db: Database, key: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/**
 * A saved profile is checked at once against everything (its `last_checked_at` cleared): the
 * matches it finds are recorded as already told, since the person is looking at them.
 */
async function checkTraining(db: Database, id: string) {
  await findTrainingMatches(db, [id]);
  const [profile] = await db.select().from(trainingSearchProfiles).where(eq(trainingSearchProfiles.id, id));
  return profile!;
}

export async function createTrainingProfile(
  { db, actor }: Deps,
  input: TrainingSearchProfileValues,
): Promise<TrainingSearchProfileWithMatches> {
  const created = await db.transaction(async (tx) => {
    await lockOwner(tx, `training-search-profiles:${actor.userId}`);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(trainingSearchProfiles)
      .where(eq(trainingSearchProfiles.candidateId, actor.userId))) as [{ n: number }];
    if (n >= TRAINING_PROFILES_MAX) throw AppError.conflict('matching.trainingLimit');
    const [row] = await tx
      .insert(trainingSearchProfiles)
      .values({ ...input, candidateId: actor.userId })
      .returning();
    return row!;
  });
  const profile = await checkTraining(db, created.id);
  return trainingItem(db, profile, await candidateApprovalStatus(db, actor.userId));
}

export async function updateTrainingProfile(
  { db, actor }: Deps,
  id: string,
  input: TrainingSearchProfileValues,
): Promise<TrainingSearchProfileWithMatches> {
  await ownTrainingProfile(db, actor, id);
  await db
    .update(trainingSearchProfiles)
    .set({ ...input, lastCheckedAt: null })
    .where(and(eq(trainingSearchProfiles.id, id), eq(trainingSearchProfiles.candidateId, actor.userId)));
  const profile = await checkTraining(db, id);
  return trainingItem(db, profile, await candidateApprovalStatus(db, actor.userId));
}

async function checkCandidateProfile(db: Database, id: string, companyId: string) {
  const companies = await companiesReceivingMatches(db, [companyId]);
  await findCandidateMatches(db, [id], companies, todayOf(clock.now(companyId)));
  const [profile] = await db.select().from(candidateSearchProfiles).where(eq(candidateSearchProfiles.id, id));
  return profile!;
}

async function candidateAnswer(db: Database, profile: typeof candidateSearchProfiles.$inferSelect) {
  const access = await companyMatchAccess(db, profile.companyId);
  return candidateItem(db, profile, access.canReceiveMatches, todayOf(clock.now(profile.companyId)));
}

export async function createCandidateSearchProfile(
  { db, actor, companyId }: CompanyDeps & { actor: Actor },
  input: CandidateSearchProfileValues,
): Promise<CandidateSearchProfileWithMatches> {
  const created = await db.transaction(async (tx) => {
    await lockOwner(tx, `candidate-search-profiles:${companyId}`);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(candidateSearchProfiles)
      .where(eq(candidateSearchProfiles.companyId, companyId))) as [{ n: number }];
    if (n >= CANDIDATE_PROFILES_MAX) throw AppError.conflict('matching.candidateLimit');
    const [row] = await tx
      .insert(candidateSearchProfiles)
      .values({ ...input, companyId, createdBy: actor.userId })
      .returning();
    return row!;
  });
  return candidateAnswer(db, await checkCandidateProfile(db, created.id, companyId));
}

export async function updateCandidateSearchProfile(
  { db, companyId }: CompanyDeps,
  id: string,
  input: CandidateSearchProfileValues,
): Promise<CandidateSearchProfileWithMatches> {
  await ownCandidateSearchProfile(db, companyId, id);
  await db
    .update(candidateSearchProfiles)
    .set({ ...input, lastCheckedAt: null })
    .where(and(eq(candidateSearchProfiles.id, id), eq(candidateSearchProfiles.companyId, companyId)));
  return candidateAnswer(db, await checkCandidateProfile(db, id, companyId));
}
