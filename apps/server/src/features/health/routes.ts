import { HealthResponseSchema, ReadyResponseSchema } from '@azubi/shared/http/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../version';
import { checkHealth } from './check-health';
import { checkReadiness } from './check-readiness';

/** Who may call: anyone (load balancers and uptime checks); neither answer names a secret or an address. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkHealth',
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth({ database: app.database, version: APP_VERSION });
      return reply
        .status(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );

  // Readiness (ADR 0026): a load balancer sends traffic only while this answers 200.
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkReadiness',
        tags: ['system'],
        summary: 'Readiness: migrations applied, database, Redis and storage answer, not shutting down',
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const ready = await checkReadiness({
        readiness: app.readiness,
        database: app.database,
        redisPing: app.redisPing,
        storage: app.storage,
      });
      return reply
        .status(ready.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(ready);
    },
  );
};
