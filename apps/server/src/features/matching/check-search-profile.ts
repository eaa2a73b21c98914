import {
  CHECK_NOW_INTERVAL_SECONDS,
  type CandidateCheckResult,
  type TrainingCheckResult,
} from '@azubi/shared/matching/matching';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { clock } from '../../clock';
import { candidateSearchProfiles, trainingSearchProfiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS, type RateLimitStore } from '../../http/rate-limiter';
import type { Actor } from '../../platform/session/session';
import type { Candidate } from '../../http/access';
import { requireCandidateSearch } from '../candidates';
import { companiesReceivingMatches, findCandidateMatches, findTrainingMatches, rowsOf } from './find-matches';
import { MATCH_KINDS } from './match-kinds';
import { notifyNewMatches } from './notify-matches';
import { ownCandidateSearchProfile, ownTrainingProfile } from './profile-access';
import { candidateApprovalStatus, candidateItem, trainingItem } from './profile-items';
import { todayOf } from './run-matching';
import { sendMatchDigests, type DigestDeps } from './send-match-digests';

type Deps = DigestDeps & { actor: Actor; rateLimits: RateLimitStore };

const tooSoon = () => AppError.rateLimited('matching.checkTooSoon', CHECK_NOW_INTERVAL_SECONDS);

/**
 * "Check now" once a minute per account, whichever profile (issue 27): a limit per profile alone
 * let create → check → delete run a check every second. Counted in the shared rate-limit store,
 * so every server instance sees the same count.
 */
async function claimAccountCheck(deps: Deps): Promise<void> {
  const limit = await checkRateLimit(deps.rateLimits, RATE_LIMITS.searchProfileCheck, [`account:${deps.actor.userId}`]);
  if (!limit.allowed) throw AppError.rateLimited('matching.checkTooSoon', limit.retryAfterSeconds);
}

/**
 * "Check now" on a training search profile: at most once a minute per account and per profile (claimed in the
 * UPDATE that checks the time, so two clicks at once run once), then the same work as the
 * scheduled run for this profile alone: new listings recorded, the candidate told in the app, and
 * the day's digest if none went out yet.
 */
export async function checkTrainingProfile(
  deps: Deps & { actor: Candidate },
  id: string,
): Promise<TrainingCheckResult> {
  const { db, actor } = deps;
  await ownTrainingProfile(db, actor, id);
  await claimAccountCheck(deps);
  const interval = sql`now() - make_interval(secs => ${CHECK_NOW_INTERVAL_SECONDS})`;
  const claimed = await db
    .update(trainingSearchProfiles)
    .set({ lastManualCheckAt: sql`now()` })
    .where(
      and(
        eq(trainingSearchProfiles.id, id),
        or(isNull(trainingSearchProfiles.lastManualCheckAt), lt(trainingSearchProfiles.lastManualCheckAt, interval)),
      ),
    )
    .returning({ id: trainingSearchProfiles.id });
  if (claimed.length === 0) throw tooSoon();
  const found = await findTrainingMatches(db, [id]);
  const now = clock.now();
  await notifyNewMatches(db, 'training', now, [id], deps);
  await sendMatchDigests(deps, 'training', now, [actor.userId]);
  const [profile] = await db.select().from(trainingSearchProfiles).where(eq(trainingSearchProfiles.id, id));
  return { found, item: await trainingItem(db, profile!, await candidateApprovalStatus(db, actor.userId)) };
}

/**
 * "Check now" on a candidate search profile: as for training profiles, for companies that may
 * receive matches (verified, trial or plan running; others get the candidate search's refusal).
 */
export async function checkCandidateSearchProfile(
  deps: Deps & { companyId: string },
  id: string,
): Promise<CandidateCheckResult> {
  const { db, companyId } = deps;
  await ownCandidateSearchProfile(db, companyId, id);
  await requireCandidateSearch(db, companyId);
  await claimAccountCheck(deps);
  const interval = sql`now() - make_interval(secs => ${CHECK_NOW_INTERVAL_SECONDS})`;
  const claimed = await db
    .update(candidateSearchProfiles)
    .set({ lastManualCheckAt: sql`now()` })
    .where(
      and(
        eq(candidateSearchProfiles.id, id),
        or(isNull(candidateSearchProfiles.lastManualCheckAt), lt(candidateSearchProfiles.lastManualCheckAt, interval)),
      ),
    )
    .returning({ id: candidateSearchProfiles.id });
  if (claimed.length === 0) throw tooSoon();
  const now = clock.now(companyId);
  const found = await findCandidateMatches(db, [id], await companiesReceivingMatches(db, [companyId]), todayOf(now));
  await notifyNewMatches(db, 'candidate', now, [id], deps);
  // The digest goes to the profile's reader (its creator, or an admin once they left).
  const [owner] = rowsOf<{ user_id: string | null }>(
    await db.execute(
      sql`select ${MATCH_KINDS.candidate.owner} as user_id from candidate_search_profiles sp where sp.id = ${id}`,
    ),
  );
  if (owner?.user_id) await sendMatchDigests(deps, 'candidate', now, [owner.user_id]);
  const [profile] = await db.select().from(candidateSearchProfiles).where(eq(candidateSearchProfiles.id, id));
  return { found, item: await candidateItem(db, profile!, true, todayOf(now)) };
}
