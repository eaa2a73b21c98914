import type { FastifyInstance } from 'fastify';
import type { InvalidationBus } from '../../realtime/invalidation';
import type { Actor } from './actor';
import { actorIfKnown } from './request-actors';

/** How long an instance trusts a session it read, at most (issue 31; ADR 0018 "Caches"). */
export const SESSION_CACHE_TTL_MS = 10_000;
/** Sessions remembered per instance; past it the memory starts over. */
const REMEMBERED = 50_000;

/**
 * Requests that cannot change the account that makes them: after them the user's cached sessions
 * stay (a message or a read mark is the chat's hot path). After every other request that is not a
 * read, the user's cached sessions are forgotten on every instance (see installSessionCache).
 */
const KEEPS_SESSION = new Set(['/api/conversations/:id/messages', '/api/conversations/:id/read']);

type Entry = { actor: Actor; until: number };

/**
 * The signed-in user per session cookie, for a few seconds, so that a request (and a socket's
 * handshake) reads no session row while the same phone keeps sending (issue 31: a send in at most
 * six statements). Correct across instances because every change that matters is forgotten on
 * every instance through the invalidation bus before its answer goes out: signing out, ending
 * sessions, a role change or suspension by an admin (`forgetSessionsOf`), and any other change a
 * user makes to their own account (name, language, e-mail, password, role at onboarding, deletion:
 * every non-read request but the chat's). What no request of the user or an admin changes (a
 * password reset from a signed-out browser ending the other sessions) holds at most the TTL.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Session reads under way per cookie, shared by the requests that arrive meanwhile. */
  readonly reading = new Map<string, Promise<Actor | null>>();
  private readonly tokensOf = new Map<string, Set<string>>();
  /** When each user's sessions were last forgotten: a read that began before is not kept. */
  private readonly forgottenAt = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  get(token: string): Actor | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return null;
    }
    return entry.actor;
  }

  /** Keeps what a session read that began at `readAt` found, unless the user was forgotten since. */
  set(token: string, actor: Actor, expiresAt: Date, readAt: number): void {
    if ((this.forgottenAt.get(actor.userId) ?? -Infinity) >= readAt) return;
    if (this.entries.size >= REMEMBERED) this.clear();
    this.entries.set(token, { actor, until: Math.min(readAt + SESSION_CACHE_TTL_MS, expiresAt.getTime()) });
    let tokens = this.tokensOf.get(actor.userId);
    if (!tokens) this.tokensOf.set(actor.userId, (tokens = new Set()));
    tokens.add(token);
  }

  forgetUser(userId: string): void {
    const now = this.now();
    this.forgottenAt.set(userId, now);
    if (this.forgottenAt.size > REMEMBERED)
      for (const [id, at] of this.forgottenAt) if (now - at > SESSION_CACHE_TTL_MS) this.forgottenAt.delete(id);
    for (const token of this.tokensOf.get(userId) ?? []) this.entries.delete(token);
    // A read under way may have begun before: requests from now on start their own.
    this.reading.clear();
    this.tokensOf.delete(userId);
  }

  get size(): number {
    return this.entries.size;
  }

  private clear(): void {
    this.entries.clear();
    this.tokensOf.clear();
  }
}

/** The cache and bus of an app, found from its `auth` (session lookups) or its `db` (admin actions). */
const registry = new WeakMap<object, { cache: SessionCache; bus: InvalidationBus }>();

export function sessionCacheOf(owner: object): SessionCache | null {
  return registry.get(owner)?.cache ?? null;
}

/** Forgets a user's cached sessions on every instance (an admin changed their role or suspended them). */
export async function forgetSessionsOf(owner: object, userId: string): Promise<void> {
  await registry.get(owner)?.bus.publish({ kind: 'user', id: userId });
}

/** The value of better-auth's session cookie (`azubi.session_token`, `__Secure-` over https), or null. */
export function sessionToken(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === 'azubi.session_token' || name === '__Secure-azubi.session_token') {
      const value = part.slice(eq + 1).trim();
      return value.length > 0 ? value : null;
    }
  }
  return null;
}

/**
 * Turns the cache on for an app (app.ts): session lookups through `app.auth` use it, the bus
 * empties it on every instance, and every request of a signed-in user that may change their
 * account (not GET/HEAD/OPTIONS, not the chat's messages and read marks) forgets their sessions
 * everywhere before its answer is sent.
 */
export function installSessionCache(app: FastifyInstance, bus: InvalidationBus): SessionCache {
  const cache = new SessionCache();
  registry.set(app.auth, { cache, bus });
  registry.set(app.database.db, { cache, bus });
  bus.subscribe((invalidation) => {
    if (invalidation.kind === 'user') cache.forgetUser(invalidation.id);
  });
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (KEEPS_SESSION.has(request.routeOptions.url ?? '')) return;
    const actor = await actorIfKnown(request).catch(() => null);
    if (!actor) return;
    await bus
      .publish({ kind: 'user', id: actor.userId })
      .catch((err: unknown) => request.log.warn({ err }, 'session cache not forgotten on other instances'));
  });
  return cache;
}
