import type { FastifyInstance } from 'fastify';
import { getActor } from '../features/auth/session';
import { AppError } from './app-error';
import { checkRateLimit, RATE_LIMITS } from './rate-limiter';

/**
 * Paths outside the general limit: a load balancer's health checks come from one address, and
 * Stripe's webhooks from a few (each is checked by its signature before anything else).
 */
const UNLIMITED = new Set(['/api/health', '/api/webhooks/stripe']);

/**
 * Spec §9 "api 100 per minute": every API request counts against the signed-in account, or the
 * client's address when signed out, in the shared store (every instance counts together).
 * Registered inside the /api scope; pages and assets are not counted.
 */
export function installApiRateLimit(api: FastifyInstance): void {
  const rule = { ...RATE_LIMITS.api, limit: api.config.apiRateLimit };
  api.addHook('onRequest', async (request) => {
    if (UNLIMITED.has(request.routeOptions.url ?? '')) return;
    const actor = await getActor(api.auth, request);
    const subject = actor ? `account:${actor.userId}` : `ip:${request.ip}`;
    const limit = await checkRateLimit(api.rateLimits, rule, [subject]);
    if (!limit.allowed) throw AppError.rateLimited('errors.rateLimited', limit.retryAfterSeconds);
  });
}
