import type { SavedCandidate } from '@azubi/shared/candidates/candidate-search';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, savedCandidates, users } from '../../db/schema';
import type { Actor } from '../../platform/session/session';
import { candidateCard } from './candidate-card';
import { disclosuresFor } from './candidate-disclosure';
import { notesFor } from './candidate-notes';

const MAX_SAVED = 500;

/**
 * The company's saved candidates, newest save first, with the team's notes. Shown as cards under
 * the same anonymity as search: a save never reveals the candidate (docs/decisions/README.md "Anonymised
 * first contact", revised in turn 3). A candidate who stopped sharing and is not revealed drops out of the list.
 */
export async function listSavedCandidates({
  db,
  actor,
  companyId,
}: {
  db: Database;
  actor: Actor;
  companyId: string;
}): Promise<SavedCandidate[]> {
  const rows = await db
    .select({ saved: savedCandidates, profile: candidateProfiles, name: users.name, image: users.image })
    .from(savedCandidates)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, savedCandidates.candidateId))
    .innerJoin(users, eq(users.id, savedCandidates.candidateId))
    .where(eq(savedCandidates.companyId, companyId))
    .orderBy(desc(savedCandidates.createdAt))
    .limit(MAX_SAVED);
  const disclosures = await disclosuresFor(
    db,
    companyId,
    rows.map((r) => r.profile.userId),
  );
  const visible = rows.filter(
    (r) =>
      disclosures.get(r.profile.userId)!.revealed ||
      (r.profile.approvalStatus === 'approved' && r.profile.shareProfile),
  );
  const saverIds = [...new Set(visible.map((r) => r.saved.savedBy).filter((id): id is string => Boolean(id)))];
  const saverNames = new Map(
    saverIds.length
      ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, saverIds))).map(
          (u) => [u.id, u.name] as const,
        )
      : [],
  );
  const notes = await notesFor(
    db,
    actor,
    companyId,
    visible.map((r) => r.profile.userId),
  );
  return visible.map((r) => ({
    candidate: candidateCard(r.profile, r, {
      revealed: disclosures.get(r.profile.userId)!.revealed,
      saved: true,
      fit: 0,
    }),
    savedAt: r.saved.createdAt.toISOString(),
    savedBy: r.saved.savedBy ? (saverNames.get(r.saved.savedBy) ?? null) : null,
    notes: notes.get(r.profile.userId) ?? [],
  }));
}
