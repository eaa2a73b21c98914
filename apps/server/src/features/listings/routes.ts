import { ApiErrorBodySchema } from '@azubi/shared/http/api-error-schema';
import { translate } from '@azubi/shared/i18n/messages';
import {
  BrowseQuerySchema,
  EmployerListingSchema,
  ListingDetailSchema,
  ListingPageSchema,
} from '@azubi/shared/listings/listing';
import { ListingInputSchema } from '@azubi/shared/listings/listing-input';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { isDatabaseUnavailable } from '../../db/errors';
import { getActor } from '../../platform/session/session';
import { createListingViewRecorder } from '../employer-analytics';
import { getListing } from './get-listing';
import { createListing, listCompanyListings, setListingActive, updateListing } from './manage-listings';
import { searchListings } from './search-listings';
import { errorResponses } from '../../http/error-responses';
import { actorOf, membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 500);
const Id = z.object({ id: z.uuid() });

/** Reading listings failed for a reason of ours (not the caller's): "Error fetching listings" (spec §8). */
async function fetching<T>(log: FastifyBaseLogger, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
    log.error({ err }, 'listings could not be read');
    throw new AppError(500, 'INTERNAL', 'listings.fetchFailed');
  }
}

/** Listings. Mounted under /api. */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const statementTimeoutMs = app.config.searchStatementTimeoutMs;
  const recordListingView = createListingViewRecorder(db);

  // Anyone: search active listings.
  app.get(
    '/listings',
    {
      // A search is an expensive read: it counts against the 100 a minute, not the reads' bucket.
      config: { access: 'public', rateLimit: 'expensive' },
      schema: {
        operationId: 'searchListings',
        summary: 'Search active listings with filters, text query and cursor',
        tags: ['listings'],
        querystring: BrowseQuerySchema,
        // 503: a statement ran past SEARCH_STATEMENT_TIMEOUT_MS ("narrow your filters"), or the database is away.
        response: { 200: ListingPageSchema, 400: ApiErrorBodySchema, 500: ApiErrorBodySchema, 503: ApiErrorBodySchema },
      },
    },
    async (request) =>
      fetching(request.log, () =>
        searchListings(
          // The search pool's connections carry the timeout already (ADR 0007): no transaction to set it.
          {
            db: app.database.readDb,
            statementTimeoutMs: app.database.readStatementTimeoutMs ? null : statementTimeoutMs,
          },
          request.query,
        ),
      ),
  );

  // Anyone: an active listing with its company; a closed one for a while, marked (410 after). Each
  // visitor's first view of the day counts for the company's analytics.
  app.get(
    '/listings/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getListing',
        summary: 'One listing with its company (a closed one for a while, marked)',
        tags: ['listings'],
        params: Id,
        // 410: closed longer than CLOSED_LISTING_SHOWN_DAYS ago (ADR 0027).
        response: {
          200: ListingDetailSchema,
          404: ApiErrorBodySchema,
          410: ApiErrorBodySchema,
          500: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const actor = await getActor(app.auth, request);
      const listing = await fetching(request.log, () =>
        getListing({ db, userId: actor?.userId ?? null }, request.params.id),
      );
      // A view of the listing page for the company's analytics; counting never fails the page.
      await recordListingView({
        listingId: listing.id,
        companyId: listing.companyId,
        userId: actor?.userId ?? null,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      }).catch((err: unknown) => request.log.warn({ err }, 'listing view not counted'));
      return listing;
    },
  );

  // Employers and team members: their company's listings with application counts.
  app.get(
    '/employer/listings',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'listCompanyListings',
        summary: "The company's listings with their application counts",
        tags: ['listings'],
        response: { 200: z.array(EmployerListingSchema), ...errors },
      },
    },
    async (request) => {
      const { companyId } = membershipOf(request);
      return fetching(request.log, () => listCompanyListings({ db, companyId }));
    },
  );

  // Employers and team members: create a listing for their company.
  app.post(
    '/employer/listings',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'createListing',
        summary: 'Create a listing for the company',
        tags: ['listings'],
        body: ListingInputSchema,
        response: { 201: EmployerListingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { companyId } = membershipOf(request);
      return reply.status(201).send(await createListing({ db, actor, companyId, log: request.log }, request.body));
    },
  );

  // Employers and team members: edit one of their company's listings.
  app.put(
    '/employer/listings/:id',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'updateListing',
        summary: "Edit one of the company's listings",
        tags: ['listings'],
        params: Id,
        body: ListingInputSchema,
        response: { 200: EmployerListingSchema, ...errors },
      },
    },
    async (request) => {
      const { companyId } = membershipOf(request);
      return updateListing({ db, companyId, log: request.log }, request.params.id, request.body);
    },
  );

  // Employers and team members: activate or deactivate one of their company's listings.
  app.post(
    '/employer/listings/:id/active',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'setListingActive',
        summary: "Activate or deactivate one of the company's listings",
        tags: ['listings'],
        params: Id,
        body: z.object({ isActive: z.boolean() }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { companyId } = membershipOf(request);
      await setListingActive({ db, companyId }, request.params.id, request.body.isActive);
      return {
        message: translate(request.locale, request.body.isActive ? 'listings.activated' : 'listings.deactivated'),
      };
    },
  );
};
