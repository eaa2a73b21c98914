import { PendingCountsSchema } from '@azubi/shared/moderation/pending-counts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { countPending } from './pending-counts';

/** `GET /api/admin/pending-counts`: what waits in each staff queue, for the admin area's navigation (issue 29). */
export const pendingCountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/pending-counts',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'countPendingWork',
        summary: 'What waits in each staff queue (verifications, reviews, reports)',
        tags: ['moderation'],
        response: { 200: PendingCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => countPending(app.database.db),
  );
};
