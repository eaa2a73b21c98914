import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessagingDeps } from './append-message';
import { actorOf } from '../../http/access';

/** What the messaging routes give their use cases (routes.ts, message-routes.ts, block-report-routes.ts). */
export const messagingRouteDeps = (app: FastifyInstance) => {
  const db = app.database.db;
  return async (request: FastifyRequest): Promise<MessagingDeps> => ({
    db,
    mailer: app.mailer,
    config: app.config,
    log: request.log,
    realtime: app.realtime,
    rateLimits: app.rateLimits,
    followUps: app.messageFollowUps,
    actor: actorOf(request),
  });
};
