import type { FastifyPluginAsync } from 'fastify';
import { buildRobotsTxt } from './build-robots-txt';
import { buildSitemap } from './build-sitemap';

/** Who may call: anyone (search engines). Served at the site's root, not under /api. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const host = (request.hostname ?? '').split(':')[0]?.toLowerCase() ?? '';
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobotsTxt({ publicUrl: app.config.publicUrl, preview: app.config.previewHosts.includes(host) }));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap({ db: app.database.db, publicUrl: app.config.publicUrl });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
};
