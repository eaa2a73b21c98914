import type { FastifyRequest } from 'fastify';
import type { Actor } from './actor';

/** Each request's session lookup, made once (session.ts `getActor`). */
export const requestActors = new WeakMap<FastifyRequest, Promise<Actor | null>>();

/** The signed-in user if this request has already looked them up, else null (no session read). */
export function actorIfKnown(request: FastifyRequest): Promise<Actor | null> {
  return requestActors.get(request) ?? Promise.resolve(null);
}
