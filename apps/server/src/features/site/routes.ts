import { ImprintResponseSchema } from '@azubi/shared/site/imprint';
import { SiteStatsSchema } from '@azubi/shared/site/site-stats-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getImprint } from './get-imprint';
import { cachedSiteStats } from './get-site-stats';

/** Public facts about the site itself. Who may call: anyone. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/imprint',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getImprint',
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

  const siteStats = cachedSiteStats(app.database.db);
  app.get(
    '/site/stats',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getLandingFigures',
        tags: ['site'],
        summary: 'The landing page’s figures: rounded down, null below their thresholds',
        response: { 200: SiteStatsSchema },
      },
    },
    async (_request, reply) => {
      return reply.header('cache-control', 'public, max-age=300').send(await siteStats());
    },
  );
};
