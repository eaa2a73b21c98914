import {
  CandidateCheckResultSchema,
  CandidateMatchPageSchema,
  CandidateSearchProfileInputSchema,
  CandidateSearchProfileListSchema,
  CandidateSearchProfileWithMatchesSchema,
  MatchPageQuerySchema,
} from '@azubi/shared/matching/matching';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCandidateSearchProfile } from './check-search-profile';
import { deleteCandidateSearchProfile } from './delete-search-profile';
import { listCandidateMatches, listCandidateSearchProfiles } from './list-search-profiles';
import { markCandidateMatchesSeen } from './mark-matches-seen';
import { createCandidateSearchProfile, updateCandidateSearchProfile } from './save-search-profile';
import { errorResponses } from '../../http/error-responses';
import { actorOf, membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const Id = z.object({ id: z.uuid() });
const tags = ['matching'];

/**
 * Candidate search profiles ("search alerts", spec §3, issue 17): the employers and team members of
 * the company that keeps them (others 403, another company's profile 404); "check now" also needs a
 * verified company with a running trial or plan. Mounted under /api.
 */
export const candidateSearchProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  /** The caller's company, as the `company` declaration put it on the request. */
  const companyDeps = (request: FastifyRequest) => ({ db, actor: actorOf(request), ...membershipOf(request) });

  app.get(
    '/candidate-search-profiles',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'listCandidateSearchProfiles',
        summary: "The company's candidate search profiles",
        tags,
        response: { 200: CandidateSearchProfileListSchema, ...errors },
      },
    },
    async (request) => listCandidateSearchProfiles(companyDeps(request)),
  );
  app.post(
    '/candidate-search-profiles',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'createCandidateSearchProfile',
        summary: 'Create a candidate search profile',
        tags,
        body: CandidateSearchProfileInputSchema,
        response: { 201: CandidateSearchProfileWithMatchesSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCandidateSearchProfile(companyDeps(request), request.body)),
  );
  app.put(
    '/candidate-search-profiles/:id',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'updateCandidateSearchProfile',
        summary: 'Edit a candidate search profile',
        tags,
        params: Id,
        body: CandidateSearchProfileInputSchema,
        response: { 200: CandidateSearchProfileWithMatchesSchema, ...errors },
      },
    },
    async (request) => updateCandidateSearchProfile(companyDeps(request), request.params.id, request.body),
  );
  app.delete(
    '/candidate-search-profiles/:id',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'deleteCandidateSearchProfile',
        summary: 'Delete a candidate search profile',
        tags,
        params: Id,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCandidateSearchProfile(companyDeps(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/candidate-search-profiles/:id/matches',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'listCandidateMatches',
        summary: 'The candidates matching a candidate search profile',
        tags,
        params: Id,
        querystring: MatchPageQuerySchema,
        response: { 200: CandidateMatchPageSchema, ...errors },
      },
    },
    async (request) => listCandidateMatches(companyDeps(request), request.params.id, request.query),
  );
  app.post(
    '/candidate-search-profiles/:id/check',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'checkCandidateSearchProfile',
        summary: 'Look for new matches of a candidate search profile now',
        tags,
        params: Id,
        response: { 200: CandidateCheckResultSchema, ...errors },
      },
    },
    async (request) =>
      checkCandidateSearchProfile(
        {
          ...companyDeps(request),
          mailer: app.mailer,
          config: app.config,
          log: request.log,
          rateLimits: app.rateLimits,
        },
        request.params.id,
      ),
  );
  app.post(
    '/candidate-search-profiles/:id/seen',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'markCandidateMatchesSeen',
        summary: "Mark a candidate search profile's matches seen",
        tags,
        params: Id,
        response: { 200: CandidateSearchProfileWithMatchesSchema, ...errors },
      },
    },
    async (request) => markCandidateMatchesSeen(companyDeps(request), request.params.id),
  );
};
