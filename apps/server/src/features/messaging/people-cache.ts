import type { Database } from '../../db/client';
import type { InvalidationBus } from '../../realtime/invalidation';

/** At most this long an instance trusts what it cached of a conversation (changes outside the chat). */
export const PEOPLE_CACHE_TTL_MS = 30_000;
const REMEMBERED = 20_000;

type Entry<T> = { value: T; until: number };

/**
 * Who is in a conversation and whether its candidate is shown to the company by name, per
 * instance (issue 31, ADR 0018 "Caches"): they change rarely and were read for every join,
 * page and event. Forgotten on every instance through the invalidation bus by what changes them
 * in the chat: a reveal, the candidate's first message, a member removed from the company (every
 * conversation of the company). A block changes nothing kept here: whether the company may write
 * is read by the send statement itself. Changes made elsewhere (an application or an
 * accepted interview revealing the candidate, a member joining the team) hold at most the TTL.
 * Access is never decided from here: `assertConversationAccess` and the send statement read
 * membership from the database every time.
 */
export class PeopleCache {
  private readonly participants = new Map<string, Entry<{ companyId: string; companyUserIds: string[] }>>();
  private readonly revealed = new Map<string, Entry<boolean>>();
  /** When each conversation or company was last forgotten: a read that began before is not kept. */
  private readonly forgottenAt = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async companyUserIds(
    conversation: { id: string; companyId: string },
    read: () => Promise<string[]>,
  ): Promise<string[]> {
    const known = this.fresh(this.participants, conversation.id);
    if (known) return known.companyUserIds;
    const startedAt = this.now();
    const companyUserIds = await read();
    if (this.keep(startedAt, conversation.id, conversation.companyId))
      this.store(this.participants, conversation.id, { companyId: conversation.companyId, companyUserIds });
    return companyUserIds;
  }

  async isRevealed(conversation: { id: string; companyId: string }, read: () => Promise<boolean>): Promise<boolean> {
    const known = this.fresh(this.revealed, conversation.id);
    if (known !== undefined) return known;
    const startedAt = this.now();
    const revealed = await read();
    if (this.keep(startedAt, conversation.id, conversation.companyId))
      this.store(this.revealed, conversation.id, revealed);
    return revealed;
  }

  forgetConversation(id: string): void {
    this.forgottenAt.set(id, this.now());
    this.participants.delete(id);
    this.revealed.delete(id);
  }

  forgetCompany(companyId: string): void {
    this.forgottenAt.set(companyId, this.now());
    for (const [id, entry] of this.participants)
      if (entry.value.companyId === companyId) {
        this.participants.delete(id);
        this.revealed.delete(id);
      }
    // Disclosure entries without participants: their company is unknown here, so all go.
    for (const id of this.revealed.keys()) if (!this.participants.has(id)) this.revealed.delete(id);
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private keep(startedAt: number, ...keys: string[]): boolean {
    return keys.every((key) => (this.forgottenAt.get(key) ?? -Infinity) < startedAt);
  }

  private store<T>(map: Map<string, Entry<T>>, key: string, value: T): void {
    if (map.size >= REMEMBERED) map.clear();
    if (this.forgottenAt.size >= REMEMBERED) this.forgottenAt.clear();
    map.set(key, { value, until: this.now() + PEOPLE_CACHE_TTL_MS });
  }
}

const registry = new WeakMap<object, { cache: PeopleCache; bus: InvalidationBus }>();

/** Turns the cache on for an app's database handle (app.ts); the bus empties it on every instance. */
export function installPeopleCache(db: Database, bus: InvalidationBus): PeopleCache {
  const cache = new PeopleCache();
  registry.set(db, { cache, bus });
  bus.subscribe((invalidation) => {
    if (invalidation.kind === 'conversation') cache.forgetConversation(invalidation.id);
    if (invalidation.kind === 'company') cache.forgetCompany(invalidation.id);
  });
  return cache;
}

export function peopleCacheOf(db: Database): PeopleCache | null {
  return registry.get(db)?.cache ?? null;
}

/** Forgets a conversation (or with `company`, every conversation of a company) on every instance. */
export async function forgetPeople(db: Database, what: { conversation: string } | { company: string }): Promise<void> {
  const bus = registry.get(db)?.bus;
  if (!bus) return;
  await bus.publish(
    'conversation' in what ? { kind: 'conversation', id: what.conversation } : { kind: 'company', id: what.company },
  );
}
