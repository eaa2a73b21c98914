import { createHash } from 'node:crypto';
import { ApiErrorBodySchema } from '@azubi/shared/http/api-error-schema';
import { ListingFeedQuerySchema, ListingFeedSchema } from '@azubi/shared/listings/listing-feed';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedXml, listFeedListings } from './list-feed-listings';

/**
 * Answers a page of the feed, or 304 when the partner holds it already: `If-None-Match` against
 * the body's hash; without it, `If-Modified-Since` against the page's last change (RFC 9110 §13.2.2).
 */
function sendConditional(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  type: string,
  lastModified: Date | null,
): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  void reply.header('etag', etag).header('cache-control', 'public, max-age=300').header('vary', 'Accept-Encoding');
  if (lastModified) void reply.header('last-modified', lastModified.toUTCString());
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const unchanged =
    ifNoneMatch !== undefined
      ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
      : ifModifiedSince !== undefined && lastModified !== null && !Number.isNaN(Date.parse(ifModifiedSince))
        ? Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000)
        : false;
  if (unchanged) return reply.status(304).send();
  return reply.type(type).send(body);
}

/**
 * The partners' feed of open listings (ADR 0027): job aggregators and partner schools read every
 * open listing a company lets them carry, page by page. Mounted under /api.
 * Who may call: anyone (public data of open listings; no personal data).
 */
export const partnerFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { publicUrl } = app.config;

  app.get(
    '/feeds/listings.json',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPartnerFeedJson',
        tags: ['feeds'],
        summary: 'Open listings for partners (JSON), paged; ETag and Last-Modified for conditional requests',
        querystring: ListingFeedQuerySchema,
        response: { 200: ListingFeedSchema, 304: z.null(), 400: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const { feed, lastModified } = await listFeedListings(
        { db, publicUrl, pageUrl: (after) => `${publicUrl}/api/feeds/listings.json?after=${after}&limit=${limit}` },
        request.query,
      );
      return sendConditional(request, reply, JSON.stringify(feed), 'application/json; charset=utf-8', lastModified);
    },
  );

  app.get(
    '/feeds/listings.xml',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPartnerFeedXml',
        tags: ['feeds'],
        summary: 'Open listings for partners (XML, the JSON feed’s fields as elements), paged',
        querystring: ListingFeedQuerySchema,
        response: { 200: z.string(), 304: z.null(), 400: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const { feed, lastModified } = await listFeedListings(
        { db, publicUrl, pageUrl: (after) => `${publicUrl}/api/feeds/listings.xml?after=${after}&limit=${limit}` },
        request.query,
      );
      return sendConditional(request, reply, feedXml(feed), 'application/xml; charset=utf-8', lastModified);
    },
  );
};
