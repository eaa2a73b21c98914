import { clock } from '../../clock';
import { activeProfileIds, companiesReceivingMatches, findCandidateMatches, findTrainingMatches } from './find-matches';
import { notifyNewMatches } from './notify-matches';
import { sendMatchDigests, type DigestDeps } from './send-match-digests';

export type MatchRunResult = {
  trainingMatches: number;
  candidateMatches: number;
  notifications: number;
  emails: number;
};

/** The calendar day (UTC) ages are counted on. */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The scheduled matching run (the job `matching`, every 6 hours; docs/decisions/README.md "Match check"):
 * every active profile of both kinds against what changed since its last check (everything for a
 * profile never checked), then one in-app notice per reader for the run and the day's digests.
 * Each step is safe to run twice or at once in two workers: matches by their unique pairs,
 * notices and e-mails by claims in the statements that find them.
 */
export async function runMatching(deps: DigestDeps, now: Date = clock.now()): Promise<MatchRunResult> {
  const { db } = deps;
  const trainingMatches = await findTrainingMatches(db, await activeProfileIds(db, 'training'));
  const companies = await companiesReceivingMatches(db);
  const candidateMatches = await findCandidateMatches(
    db,
    await activeProfileIds(db, 'candidate'),
    companies,
    todayOf(now),
  );
  const notifications =
    (await notifyNewMatches(db, 'training', now, undefined, deps)) +
    (await notifyNewMatches(db, 'candidate', now, undefined, deps));
  const emails = (await sendMatchDigests(deps, 'training', now)) + (await sendMatchDigests(deps, 'candidate', now));
  return { trainingMatches, candidateMatches, notifications, emails };
}
