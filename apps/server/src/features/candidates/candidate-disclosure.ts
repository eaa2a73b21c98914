import { maskIdentifying, type Identity } from '@azubi/shared/candidates/identifying-text';
import type { Relationship } from '@azubi/shared/candidates/candidate-view';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  candidateProfiles,
  candidateReveals,
  conversations,
  interviews,
  listings,
  savedCandidates,
  users,
} from '../../db/schema';

export type Disclosure = {
  /** Spec §6 ties between the company and the candidate (shown to the company; none of them reveals by itself). */
  relationship: Relationship;
  /** The company sees name, photo, exact age, links, documents (with consent) and audio. */
  revealed: boolean;
  /** The company sees e-mail and phone: only once the candidate applied or replied. */
  contactVisible: boolean;
};

const NONE: Relationship = { applied: false, interview: false, conversation: false, saved: false };

/**
 * What ties a company to each of the candidates, and whether the candidates have revealed
 * themselves to it, in five queries however many candidates (a page of search results).
 *
 * docs/decisions/README.md "Anonymised first contact", revised in turn 3 (issue 27): only the candidate's own
 * acts reveal them: their application (not withdrawn), an interview they accepted (or that took
 * place), a message of theirs in the conversation, or their consent ("Reveal my profile",
 * `candidate_reveals`). The company's acts (a save, a note, its own first message, an interview
 * invitation) are ties but reveal nothing: one click per candidate let a company harvest the pool.
 * Contact details need more: the candidate applied or replied.
 */
export async function disclosuresFor(
  db: Database,
  companyId: string,
  candidateIds: string[],
): Promise<Map<string, Disclosure>> {
  const ids = [...new Set(candidateIds)];
  const result = new Map<string, Disclosure>();
  if (ids.length === 0) return result;
  const [applied, interviewRows, conversationRows, saved, consented] = await Promise.all([
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
        replied: sql<boolean>`exists (select 1 from messages m where m.conversation_id = "conversations"."id" and m.sender_side = 'candidate')`,
      })
      .from(conversations)
      .where(and(eq(conversations.companyId, companyId), inArray(conversations.candidateId, ids))),
    db
      .select({ candidateId: savedCandidates.candidateId })
      .from(savedCandidates)
      .where(and(eq(savedCandidates.companyId, companyId), inArray(savedCandidates.candidateId, ids))),
    db
      .select({ candidateId: candidateReveals.candidateId })
      .from(candidateReveals)
      .where(and(eq(candidateReveals.companyId, companyId), inArray(candidateReveals.candidateId, ids))),
  ]);
  const appliedSet = new Set(applied.map((r) => r.candidateId));
  const interviewMap = new Map(interviewRows.map((r) => [r.candidateId, Boolean(r.accepted)]));
  const conversationMap = new Map(conversationRows.map((r) => [r.candidateId, Boolean(r.replied)]));
  const savedSet = new Set(saved.map((r) => r.candidateId));
  const consentedSet = new Set(consented.map((r) => r.candidateId));
  for (const id of ids) {
    const relationship: Relationship = {
      ...NONE,
      applied: appliedSet.has(id),
      interview: interviewMap.has(id),
      conversation: conversationMap.has(id),
      saved: savedSet.has(id),
    };
    const replied = conversationMap.get(id) === true;
    const contactVisible = relationship.applied || replied;
    const revealed = contactVisible || interviewMap.get(id) === true || consentedSet.has(id);
    result.set(id, { relationship, revealed, contactVisible });
  }
  return result;
}

export async function disclosureOf(db: Database, companyId: string, candidateId: string): Promise<Disclosure> {
  return (await disclosuresFor(db, companyId, [candidateId])).get(candidateId)!;
}

/** Whether the company sees the candidate in full (files and audio ask this). */
export async function revealedTo(db: Database, companyId: string, candidateId: string): Promise<boolean> {
  return (await disclosureOf(db, companyId, candidateId)).revealed;
}

/**
 * The candidate reveals themselves to the company ("Reveal my profile"): their consent, kept until
 * they delete their account. Giving it again changes nothing.
 */
export async function recordReveal(db: Database, companyId: string, candidateId: string): Promise<void> {
  await db.insert(candidateReveals).values({ companyId, candidateId }).onConflictDoNothing();
}

/** The candidates' name, e-mail and phone, which their free text must not show before the reveal. */
export async function identitiesOf(db: Database, candidateIds: string[]): Promise<Map<string, Identity>> {
  const ids = [...new Set(candidateIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: candidateProfiles.phone })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email, phone: r.phone }]));
}

/** Bio and skills as the anonymous view shows them: the candidate's own name, e-mail, phone and links masked (issue 28.4). */
export function maskedFreeText<T extends { bio: string | null; skills: string[] }>(view: T, identity: Identity): T {
  return {
    ...view,
    bio: view.bio === null ? null : maskIdentifying(view.bio, identity),
    skills: view.skills.map((skill) => maskIdentifying(skill, identity)),
  };
}
