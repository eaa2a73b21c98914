import type { UserRole } from '@azubi/shared/auth/schemas';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './actor';
import type { Auth } from './auth-instance';
import { authHeaders } from './request-context';
import { requestActors as cache } from './request-actors';
import { sessionCacheOf, sessionToken } from './session-cache';

export { actorIfKnown } from './request-actors';
export type { Actor };

/** The signed-in user of this request, or null; looked up once per request. */
export function getActor(auth: Auth, request: FastifyRequest): Promise<Actor | null> {
  let actor = cache.get(request);
  if (!actor) {
    actor = actorFromHeaders(auth, authHeaders(request));
    cache.set(request, actor);
  }
  return actor;
}

/**
 * The signed-in user of a session cookie in `headers` (a socket's handshake reads it this way too).
 * Issue 31: from the app's short session cache when it has one (session-cache.ts: kept a few
 * seconds, forgotten on every instance on sign-out and account changes), else from better-auth.
 */
export async function actorFromHeaders(auth: Auth, headers: Headers): Promise<Actor | null> {
  const cache = sessionCacheOf(auth);
  const token = cache ? sessionToken(headers.get('cookie')) : null;
  if (!cache || !token) return toActorOrNull(await auth.api.getSession({ headers }));
  const known = cache.get(token);
  if (known) return known;
  // One read per cookie at a time: a phone and a desktop connecting together share it.
  const reading = cache.reading.get(token);
  if (reading) return reading;
  const read = (async () => {
    const readAt = Date.now();
    const result = await auth.api.getSession({ headers });
    if (!result) return null;
    const actor = toActor(result);
    cache.set(token, actor, new Date(result.session.expiresAt), readAt);
    return actor;
  })().finally(() => cache.reading.delete(token));
  cache.reading.set(token, read);
  return read;
}

function toActorOrNull(result: Awaited<ReturnType<Auth['api']['getSession']>>): Actor | null {
  return result ? toActor(result) : null;
}

function toActor(result: NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>): Actor {
  const user = result.user as typeof result.user & { role?: string | null; locale?: string | null };
  return {
    userId: user.id,
    sessionId: result.session.id,
    email: user.email,
    name: user.name,
    role: (user.role ?? null) as UserRole | null,
    emailVerified: user.emailVerified,
    locale: user.locale === 'de' ? 'de' : 'en',
  };
}
