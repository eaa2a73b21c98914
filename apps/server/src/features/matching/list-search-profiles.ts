import {
  CANDIDATE_PROFILES_MAX,
  TRAINING_PROFILES_MAX,
  type CandidateMatchPage,
  type CandidateSearchProfileList,
  type ListingMatchPage,
  type TrainingSearchProfileList,
} from '@azubi/shared/matching/matching';
import { asc, eq } from 'drizzle-orm';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import { candidateSearchProfiles, trainingSearchProfiles } from '../../db/schema';
import type { Candidate } from '../../http/access';
import { companyAccessState } from '../billing';
import { candidateMatchesOf, listingMatchesOf, readCursor } from './list-matches';
import { ownCandidateSearchProfile, ownTrainingProfile } from './profile-access';
import { candidateApprovalStatus, candidateItem, trainingItem } from './profile-items';
import { todayOf } from './run-matching';

type Deps = { db: Database; actor: Candidate };
/** Candidate search profiles: the caller's company, from the route's `company` declaration. */
type CompanyDeps = { db: Database; companyId: string };

/** The candidate's training search profiles, oldest first, each with its first matches. */
export async function listTrainingProfiles({ db, actor }: Deps): Promise<TrainingSearchProfileList> {
  const approvalStatus = await candidateApprovalStatus(db, actor.userId);
  const profiles = await db
    .select()
    .from(trainingSearchProfiles)
    .where(eq(trainingSearchProfiles.candidateId, actor.userId))
    .orderBy(asc(trainingSearchProfiles.createdAt), asc(trainingSearchProfiles.id));
  const items = [];
  for (const profile of profiles) items.push(await trainingItem(db, profile, approvalStatus));
  return { items, limit: TRAINING_PROFILES_MAX, approvalStatus, matchingActive: approvalStatus === 'approved' };
}

/** More of one profile's matches ("load more"). */
export async function listTrainingMatches(
  { db, actor }: Deps,
  id: string,
  query: { cursor?: string; limit: number },
): Promise<ListingMatchPage> {
  const profile = await ownTrainingProfile(db, actor, id);
  if ((await candidateApprovalStatus(db, actor.userId)) !== 'approved') return { matches: [], nextCursor: null };
  const page = await listingMatchesOf(db, profile, { offset: readCursor(query.cursor), limit: query.limit });
  return { matches: page.matches, nextCursor: page.nextCursor };
}

/** Whether the company gets matches now, and if not why (the page explains it). */
export async function companyMatchAccess(db: Database, companyId: string) {
  const state = await companyAccessState(db, companyId);
  return {
    canReceiveMatches: state.canSearchCandidates,
    blockedBy: !state.verified ? ('not_verified' as const) : !state.active ? ('plan_inactive' as const) : null,
  };
}

/** The company's candidate search profiles, oldest first, each with its first matches. */
export async function listCandidateSearchProfiles({ db, companyId }: CompanyDeps): Promise<CandidateSearchProfileList> {
  const access = await companyMatchAccess(db, companyId);
  const profiles = await db
    .select()
    .from(candidateSearchProfiles)
    .where(eq(candidateSearchProfiles.companyId, companyId))
    .orderBy(asc(candidateSearchProfiles.createdAt), asc(candidateSearchProfiles.id));
  const today = todayOf(clock.now(companyId));
  const items = [];
  for (const profile of profiles) items.push(await candidateItem(db, profile, access.canReceiveMatches, today));
  return { items, limit: CANDIDATE_PROFILES_MAX, ...access };
}

export async function listCandidateMatches(
  { db, companyId }: CompanyDeps,
  id: string,
  query: { cursor?: string; limit: number },
): Promise<CandidateMatchPage> {
  const profile = await ownCandidateSearchProfile(db, companyId, id);
  const access = await companyMatchAccess(db, companyId);
  const page = await candidateMatchesOf(
    db,
    profile,
    { offset: readCursor(query.cursor), limit: query.limit },
    access.canReceiveMatches,
    todayOf(clock.now(companyId)),
  );
  return { matches: page.matches, nextCursor: page.nextCursor };
}
