import { UserJourneySchema } from '@azubi/shared/analytics/user-journey';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS } from '../../http/rate-limiter';
import { getActor } from '../../platform/session/session';
import { recordJourney } from './record-journey';
import { errorResponses } from '../../http/error-responses';

const errors = errorResponses(400, 403, 413, 415, 429, 500);

/** 200 steps of 200-character paths with their times fit; navigator.sendBeacon allows 64 KiB. */
const BODY_LIMIT = 64 * 1024;

/**
 * Whether the request comes from a page of this site. `navigator.sendBeacon` cannot send the
 * CSRF header, so this route checks what browsers add themselves and pages cannot forge:
 * `Sec-Fetch-Site: same-origin`, or (browsers before fetch metadata) an `Origin` equal to ours.
 */
export function fromThisSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin === new URL(publicUrl).origin;
}

/**
 * User journeys (spec §3, §9; issue 19). Who may call: anyone, signed in or not; the browser
 * sends only with analytics consent (spec §4). No CSRF token (a beacon cannot carry it): instead
 * the same-origin check above, the session cookie's SameSite=Lax (a cross-site POST carries no
 * session, so nobody's account can be written to) and a rate limit per address and account.
 * The body may come as `text/plain` (what a beacon sends without a CORS preflight), read as JSON.
 * Mounted under /api.
 */
export const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(AppError.badRequest('adminAnalytics.journeyInvalid'), undefined);
    }
  });

  app.post(
    '/analytics/journeys',
    {
      config: { access: 'public', csrf: false },
      bodyLimit: BODY_LIMIT,
      onRequest: async (request) => {
        if (!fromThisSite(request, app.config.publicUrl)) throw AppError.forbidden('adminAnalytics.journeyCrossSite');
      },
      schema: {
        operationId: 'recordJourney',
        summary: 'Record a step of a user journey',
        tags: ['analytics'],
        body: UserJourneySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await getActor(app.auth, request);
      const subjects = [`ip:${request.ip}`, ...(actor ? [`account:${actor.userId}`] : [])];
      const limit = await checkRateLimit(app.rateLimits, RATE_LIMITS.journey, subjects);
      if (!limit.allowed) throw AppError.rateLimited('errors.rateLimited', limit.retryAfterSeconds);
      await recordJourney(db, { userId: actor?.userId ?? null, journey: request.body });
      return reply.status(204).send(null);
    },
  );
};
