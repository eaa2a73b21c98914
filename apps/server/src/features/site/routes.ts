import { ImprintResponseSchema } from '@azubi/shared/site/imprint';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getImprint } from './get-imprint';

/** Public facts about the site itself. Who may call: anyone. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/imprint',
    {
      schema: {
        tags: ['site'],
        summary: "The provider's legal details (Impressum)",
        response: { 200: ImprintResponseSchema },
      },
    },
    async (_request, reply) => {
      // Changes only with a new deployment; an hour of caching spares slow connections a request per page.
      return reply.header('cache-control', 'public, max-age=3600').send(getImprint({ config: app.config }));
    },
  );
};
