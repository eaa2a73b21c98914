import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clock } from '../clock';
import { getActor } from '../platform/session/session';
import { AppError } from './app-error';
import { API_READS, checkRateLimit, RATE_LIMITS, takeToken } from './rate-limiter';

/**
 * Paths outside the general limit: a load balancer's health checks come from one address, and
 * Stripe's webhooks from a few (each is checked by its signature before anything else).
 */
const UNLIMITED = new Set(['/api/health', '/api/webhooks/stripe']);

/**
 * A route that reads but costs like a write (a search, the CV, the data export) says so with
 * `config: { rateLimit: 'expensive' }`; it then counts against the 100 a minute.
 */
function isSafeRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.routeOptions.config as { rateLimit?: string } | undefined)?.rateLimit !== 'expensive';
}

/**
 * Spec §9 "api 100 per minute" and docs/decisions/README.md "Rate limits for reading": every API request
 * counts against the signed-in account, or the client's address when signed out, in the shared
 * store (every instance counts together). Writes and expensive reads: 100 a minute in a fixed
 * window. Safe reads: a token bucket (300 a minute, 60 at once), so loading pages — a dozen reads
 * each, in both languages — never meets a limit. Registered inside the /api scope; pages and
 * assets are not counted.
 */
export function installApiRateLimit(api: FastifyInstance): void {
  const rule = { ...RATE_LIMITS.api, limit: api.config.apiRateLimit };
  const reads = { ...API_READS, ...api.config.apiReads };
  api.addHook('onRequest', async (request) => {
    if (UNLIMITED.has(request.routeOptions.url ?? '')) return;
    const actor = await getActor(api.auth, request);
    const subject = actor ? `account:${actor.userId}` : `ip:${request.ip}`;
    const limit = isSafeRead(request)
      ? await takeToken(api.rateLimits, reads, subject, clock.now().getTime())
      : await checkRateLimit(api.rateLimits, rule, [subject]);
    if (!limit.allowed) throw AppError.rateLimited('errors.rateLimited', limit.retryAfterSeconds);
  });
}
