import type { Relationship } from '@azubi/shared/candidates/candidate-view';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, candidateProfiles, conversations, interviews, listings, savedCandidates } from '../../db/schema';

export type Disclosure = {
  /** Spec §6 ties: any of them opens the full profile unless the candidate stays anonymous. */
  relationship: Relationship;
  /** The company sees name, photo, exact age, contact, links, documents (with consent) and audio. */
  revealed: boolean;
};

const NONE: Relationship = { applied: false, interview: false, conversation: false, saved: false };

/**
 * What ties a company to each of the candidates, in four queries however many candidates (a page
 * of search results). A withdrawn application is no tie (issue 12). A candidate who chose "stay
 * anonymous until I answer" is revealed only by their own application, an interview they accepted
 * (or that took place) or a conversation in which they wrote; a save or the company's first
 * message is a tie but reveals nothing (DECISIONS.md "Anonymised first contact").
 */
export async function disclosuresFor(
  db: Database,
  companyId: string,
  candidates: { id: string; stayAnonymous: boolean }[],
): Promise<Map<string, Disclosure>> {
  const ids = candidates.map((c) => c.id);
  const result = new Map<string, Disclosure>();
  if (ids.length === 0) return result;
  const [applied, interviewRows, conversationRows, saved] = await Promise.all([
    db
      .selectDistinct({ candidateId: applications.candidateId })
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .where(
        and(
          eq(listings.companyId, companyId),
          inArray(applications.candidateId, ids),
          ne(applications.status, 'withdrawn'),
        ),
      ),
    db
      .select({
        candidateId: interviews.candidateId,
        accepted: sql<boolean>`bool_or(${interviews.status} in ('accepted', 'completed'))`,
      })
      .from(interviews)
      .where(and(eq(interviews.companyId, companyId), inArray(interviews.candidateId, ids)))
      .groupBy(interviews.candidateId),
    db
      .select({
        candidateId: conversations.candidateId,
        // Spelled out: drizzle leaves the columns of a one-table select unqualified, and inside the
        // sub-select "id" would be the message's.
        replied: sql<boolean>`exists (select 1 from messages m where m.conversation_id = "conversations"."id" and m.sender_id = "conversations"."candidate_id")`,
      })
      .from(conversations)
      .where(and(eq(conversations.companyId, companyId), inArray(conversations.candidateId, ids))),
    db
      .select({ candidateId: savedCandidates.candidateId })
      .from(savedCandidates)
      .where(and(eq(savedCandidates.companyId, companyId), inArray(savedCandidates.candidateId, ids))),
  ]);
  const appliedSet = new Set(applied.map((r) => r.candidateId));
  const interviewMap = new Map(interviewRows.map((r) => [r.candidateId, Boolean(r.accepted)]));
  const conversationMap = new Map(conversationRows.map((r) => [r.candidateId, Boolean(r.replied)]));
  const savedSet = new Set(saved.map((r) => r.candidateId));
  for (const { id, stayAnonymous } of candidates) {
    const relationship: Relationship = {
      ...NONE,
      applied: appliedSet.has(id),
      interview: interviewMap.has(id),
      conversation: conversationMap.has(id),
      saved: savedSet.has(id),
    };
    const revealed = stayAnonymous
      ? relationship.applied || interviewMap.get(id) === true || conversationMap.get(id) === true
      : Object.values(relationship).some(Boolean);
    result.set(id, { relationship, revealed });
  }
  return result;
}

export async function disclosureOf(
  db: Database,
  companyId: string,
  candidate: { id: string; stayAnonymous: boolean },
): Promise<Disclosure> {
  return (await disclosuresFor(db, companyId, [candidate])).get(candidate.id)!;
}

/** Whether the company sees the candidate in full (files and audio ask this). */
export async function revealedTo(db: Database, companyId: string, candidateId: string): Promise<boolean> {
  const [profile] = await db
    .select({ stayAnonymous: candidateProfiles.stayAnonymous })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId));
  if (!profile) return false;
  return (await disclosureOf(db, companyId, { id: candidateId, stayAnonymous: profile.stayAnonymous })).revealed;
}
