import { candidateCode } from '@azubi/shared/candidates/anonymity';
import { translate } from '@azubi/shared/i18n/messages';
import type { ConversationSide } from '@azubi/shared/messaging/messaging';
import { UNKNOWN_USER_NAME, type PresenceRecord } from '@azubi/shared/messaging/realtime';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, conversations, users } from '../../db/schema';
import type { Actor } from '../../platform/session/session';
import { disclosuresFor } from '../candidates';
import { requireCompanyMember } from '../../platform/company-membership';
import type { ConversationRow } from './conversation-access';
import { peopleCacheOf } from './people-cache';
import { isCandidate, isCompanyRole } from '../../http/access';

type Locale = 'en' | 'de';

/** How a company sees a candidate it has not been shown: "Candidate 4F2A". */
export function anonymousCandidateName(candidateId: string, locale: Locale): string {
  return translate(locale, 'messaging.anonymousCandidate', { code: candidateCode(candidateId) });
}

/** How a company sees a candidate who deleted their account: "Deleted user" (issue 28). */
export function deletedUserName(locale: Locale): string {
  return translate(locale, 'messaging.deletedUser');
}

/** Whether the company sees these candidates by name and photo (they revealed themselves to it, candidate-disclosure.ts). */
export async function revealedCandidates(
  db: Database,
  companyId: string,
  candidateIds: string[],
): Promise<Set<string>> {
  const disclosures = await disclosuresFor(db, companyId, candidateIds);
  return new Set([...disclosures].filter(([, d]) => d.revealed).map(([id]) => id));
}

/**
 * The name shown for the actor's messages and typing in a conversation: a company member's own
 * name; a candidate's name only once the company may see it, else their code. Realtime events go
 * to readers of both languages and carry the English form; pages show the reader's language.
 */
export async function senderDisplayName(
  db: Database,
  conversation: Pick<ConversationRow, 'id' | 'companyId' | 'candidateId'>,
  side: ConversationSide,
  actor: Pick<Actor, 'userId' | 'name'>,
  locale: Locale = 'en',
): Promise<string> {
  if (side === 'company' || !conversation.candidateId) return actor.name;
  return (await revealedIn(db, conversation)) ? actor.name : anonymousCandidateName(conversation.candidateId, locale);
}

/** Whether the conversation's company sees its candidate by name, from the instance's cache when it has one (people-cache.ts). */
export async function revealedIn(
  db: Database,
  conversation: Pick<ConversationRow, 'id' | 'companyId' | 'candidateId'>,
): Promise<boolean> {
  const candidateId = conversation.candidateId;
  // A deleted candidate's conversation (ADR 0030) has nobody left to reveal.
  if (!candidateId) return false;
  const read = async () => (await revealedCandidates(db, conversation.companyId, [candidateId])).has(candidateId);
  const cache = peopleCacheOf(db);
  return cache ? cache.isRevealed(conversation, read) : read();
}

/** The people on the other side of the actor's conversations among `userIds` whose presence they may see (a candidate only once revealed). */
export async function watchableUserIds(db: Database, actor: Actor, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  if (isCandidate(actor.role)) {
    const rows = await db
      .selectDistinct({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(conversations, eq(conversations.companyId, companyMembers.companyId))
      .where(and(eq(conversations.candidateId, actor.userId), inArray(companyMembers.userId, userIds)));
    return rows.map((r) => r.userId);
  }
  if (isCompanyRole(actor.role)) {
    const { companyId } = await requireCompanyMember(db, actor).catch(() => ({ companyId: null }));
    if (!companyId) return [];
    const rows = await db
      .select({ userId: conversations.candidateId })
      .from(conversations)
      .where(and(eq(conversations.companyId, companyId), inArray(conversations.candidateId, userIds)));
    const ids = rows.flatMap((r) => (r.userId ? [r.userId] : []));
    // When a candidate is online is theirs to show, and only to a company they revealed themselves to (issue 28.3).
    const revealed = await revealedCandidates(db, companyId, ids);
    return ids.filter((id) => revealed.has(id));
  }
  return [];
}

/** Spec §3 presence records as the actor may see them (an unrevealed candidate by code, no photo, no last online). */
export async function presenceRecords(
  db: Database,
  actor: Actor,
  userIds: string[],
  status: Map<string, { online: boolean; onlineAt: string | null }>,
): Promise<PresenceRecord[]> {
  const people = await db
    .select({ id: users.id, name: users.name, image: users.image })
    .from(users)
    .where(inArray(users.id, userIds));
  let revealed: Set<string> | null = null;
  if (isCompanyRole(actor.role)) {
    const { companyId } = await requireCompanyMember(db, actor);
    revealed = await revealedCandidates(db, companyId, userIds);
  }
  const byId = new Map(people.map((p) => [p.id, p]));
  return userIds.map((userId) => {
    const person = byId.get(userId);
    const hidden = revealed !== null && !revealed.has(userId);
    const state = status.get(userId) ?? { online: false, onlineAt: null };
    return {
      userId,
      fullName: hidden ? anonymousCandidateName(userId, actor.locale) : person?.name || UNKNOWN_USER_NAME,
      avatarUrl: hidden ? null : (person?.image ?? null),
      // Issue 28.3: when someone is online is theirs to show; not to a company they have not revealed themselves to.
      onlineAt: hidden ? null : state.onlineAt,
      online: hidden ? false : state.online,
    };
  });
}

/** The user ids of a conversation's two sides now: the candidate and the company's current members. */
export async function conversationParticipants(
  db: Database,
  conversation: Pick<ConversationRow, 'id' | 'candidateId' | 'companyId'>,
): Promise<{ candidateId: string | null; companyUserIds: string[] }> {
  const read = async () =>
    (
      await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, conversation.companyId))
    ).map((m) => m.userId);
  const cache = peopleCacheOf(db);
  const companyUserIds = cache ? await cache.companyUserIds(conversation, read) : await read();
  return { candidateId: conversation.candidateId, companyUserIds };
}
