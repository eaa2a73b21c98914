import { Readable } from 'node:stream';
import { LOCALES, type Locale } from '@azubi/shared/i18n/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { getListing } from '../listings';
import { buildRobotsTxt } from './build-robots-txt';
import { buildSitemap, buildSitemapIndex, SITEMAP_PARTS } from './build-sitemap';
import { ShareImages, shareCardVersion } from './listing-share-image';
import { listingExists, listingSitemapStarts, streamListingSitemap } from './listing-sitemaps';

const XML = 'application/xml; charset=utf-8';

/** Who may call: anyone (search engines, messengers' link previews). Served at the site's root, not under /api. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const shareImages = new ShareImages();

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { operationId: 'getRobotsTxt', summary: 'robots.txt', hide: true } },
    async (request, reply) => {
      const host = (request.hostname ?? '').split(':')[0]?.toLowerCase() ?? '';
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(buildRobotsTxt({ publicUrl: app.config.publicUrl, preview: app.config.previewHosts.includes(host) }));
    },
  );

  // The index: the pages, the blog and one sitemap per 25,000 listings (ADR 0027).
  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: { operationId: 'getSitemapIndex', summary: 'The sitemap index', hide: true },
    },
    async (_request, reply) => {
      const xml = buildSitemapIndex(app.config.publicUrl, await listingSitemapStarts(db));
      return reply.type(XML).header('cache-control', 'public, max-age=3600').send(xml);
    },
  );

  app.get(
    '/sitemaps/:part',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getSitemap',
        summary: 'One sitemap of the pages or the blog',
        hide: true,
        params: z.object({ part: z.enum(SITEMAP_PARTS.map((part) => `${part}.xml`) as ['pages.xml']) }),
      },
    },
    async (request, reply) => {
      const part = request.params.part.replace(/\.xml$/, '') as (typeof SITEMAP_PARTS)[number];
      const xml = await buildSitemap({ db, publicUrl: app.config.publicUrl, part });
      return reply.type(XML).header('cache-control', 'public, max-age=3600').send(xml);
    },
  );

  // A listing sitemap, streamed from the index in batches: constant memory at any number of listings.
  app.get(
    '/sitemaps/listings.xml',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getListingSitemap',
        summary: 'A listing sitemap',
        hide: true,
        querystring: z.object({ after: z.uuid().optional() }),
      },
    },
    async (request, reply) => {
      const after = request.query.after ?? null;
      if (after !== null && !(await listingExists(db, after))) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
      const body = Readable.from(streamListingSitemap({ db, publicUrl: app.config.publicUrl }, after));
      return reply.type(XML).header('cache-control', 'public, max-age=3600').send(body);
    },
  );

  // A listing's share card (Open Graph image), 1200×630 PNG in the page's language; the address
  // carries the card's version, so an address whose version is current is cached for good.
  app.get(
    '/share/jobs/:id/:file',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getShareCard',
        summary: "A listing's share card image",
        hide: true,
        params: z.object({ id: z.uuid(), file: z.enum(LOCALES.map((locale) => `${locale}.png`) as ['en.png']) }),
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const locale = request.params.file.slice(0, 2) as Locale;
      const listing = await getListing({ db, userId: null }, request.params.id);
      const png = await shareImages.get(listing, locale);
      const current = request.query.v === shareCardVersion(listing, locale);
      return reply
        .type('image/png')
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .send(png);
    },
  );
};
