import {
  ListingMatchPageSchema,
  MatchPageQuerySchema,
  TrainingCheckResultSchema,
  TrainingSearchProfileInputSchema,
  TrainingSearchProfileListSchema,
  TrainingSearchProfileWithMatchesSchema,
  UnsubscribeQuerySchema,
} from '@azubi/shared/matching/matching';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkTrainingProfile } from './check-search-profile';
import { deleteTrainingProfile } from './delete-search-profile';
import { listTrainingMatches, listTrainingProfiles } from './list-search-profiles';
import { markTrainingMatchesSeen } from './mark-matches-seen';
import { createTrainingProfile, updateTrainingProfile } from './save-search-profile';
import { unsubscribeFromMatches, unsubscribePage } from './unsubscribe';
import { errorResponses } from '../../http/error-responses';
import { candidateOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const Id = z.object({ id: z.uuid() });
const tags = ['matching'];

/**
 * Search profiles and matches (the companies' candidate search profiles are in
 * candidate-search-profile-routes.ts) (spec §1, §2, §3, §7; issue 17; the route list is at the top of
 * packages/shared/src/matching/matching.ts). Who may call: training search profiles, the signed-in
 * candidate's own (other roles 403, another candidate's profile 404); candidate search profiles,
 * the employers and team members of the company that keeps them (others 403, another company's
 * profile 404); "check now" on them also needs a verified company with a running trial or plan.
 * The unsubscribe address needs no session and no CSRF token: its signed token is the permission.
 * Mounted under /api.
 */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = async (request: FastifyRequest) => ({ db, actor: candidateOf(request) });
  const jobDeps = async (request: FastifyRequest) => ({
    ...(await deps(request)),
    mailer: app.mailer,
    config: app.config,
    log: request.log,
    rateLimits: app.rateLimits,
  });

  // Candidates: training search profiles.
  app.get(
    '/training-search-profiles',
    {
      config: { access: 'candidate', denied: 'matching.candidatesOnly' },
      schema: {
        operationId: 'listTrainingProfiles',
        summary: "The candidate's training search profiles",
        tags,
        response: { 200: TrainingSearchProfileListSchema, ...errors },
      },
    },
    async (request) => listTrainingProfiles(await deps(request)),
  );
  app.post(
    '/training-search-profiles',
    {
      config: { access: 'candidate', denied: 'matching.candidatesOnly' },
      schema: {
        operationId: 'createTrainingProfile',
        summary: 'Create a training search profile',
        tags,
        body: TrainingSearchProfileInputSchema,
        response: { 201: TrainingSearchProfileWithMatchesSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createTrainingProfile(await deps(request), request.body)),
  );
  app.put(
    '/training-search-profiles/:id',
    {
      config: { access: 'candidate', denied: 'matching.candidatesOnly' },
      schema: {
        operationId: 'updateTrainingProfile',
        summary: 'Edit a training search profile',
        tags,
        params: Id,
        body: TrainingSearchProfileInputSchema,
        response: { 200: TrainingSearchProfileWithMatchesSchema, ...errors },
      },
    },
    async (request) => updateTrainingProfile(await deps(request), request.params.id, request.body),
  );
  app.delete(
    '/training-search-profiles/:id',
    {
      config: { access: 'candidate', denied: 'matching.candidatesOnly' },
      schema: {
        operationId: 'deleteTrainingProfile',
        summary: 'Delete a training search profile',
        tags,
        params: Id,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTrainingProfile(await deps(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/training-search-profiles/:id/matches',
    {
      config: { access: 'candidate', denied: 'matching.candidatesOnly' },
      schema: {
        operationId: 'listTrainingMatches',
        summary: 'The listings matching a training search profile',
        tags,
        params: Id,
        querystring: MatchPageQuerySchema,
        response: { 200: ListingMatchPageSchema, ...errors },
      },
    },
    async (request) => listTrainingMatches(await deps(request), request.params.id, request.query),
  );
  app.post(
    '/training-search-profiles/:id/check',
    {
      config: { access: 'candidate', denied: 'matching.candidatesOnly' },
      schema: {
        operationId: 'checkTrainingProfile',
        summary: 'Look for new matches of a training search profile now',
        tags,
        params: Id,
        response: { 200: TrainingCheckResultSchema, ...errors },
      },
    },
    async (request) => checkTrainingProfile(await jobDeps(request), request.params.id),
  );
  app.post(
    '/training-search-profiles/:id/seen',
    {
      config: { access: 'candidate', denied: 'matching.candidatesOnly' },
      schema: {
        operationId: 'markTrainingMatchesSeen',
        summary: "Mark a training search profile's matches seen",
        tags,
        params: Id,
        response: { 200: TrainingSearchProfileWithMatchesSchema, ...errors },
      },
    },
    async (request) => markTrainingMatchesSeen(await deps(request), request.params.id),
  );

  // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form,
  // with no cookie and no CSRF token; the signed token in the address is the permission. A GET
  // (the link clicked, or a scanner following it) only shows the page with its button.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const answer = async (request: FastifyRequest, reply: FastifyReply, apply: boolean) => {
      const { token } = UnsubscribeQuerySchema.parse(request.query);
      const outcome = await unsubscribeFromMatches(db, app.config.authSecret, token, {
        apply,
        locale: null,
      });
      const action = `/api/search-profiles/unsubscribe?token=${encodeURIComponent(token)}`;
      return reply
        .status(outcome.ok ? 200 : 400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(
          unsubscribePage(outcome, {
            done: apply,
            action,
            publicUrl: app.config.publicUrl,
            fallbackLocale: request.locale,
          }),
        );
    };
    scope.get(
      '/search-profiles/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          operationId: 'showSearchAlertUnsubscribe',
          summary: 'The page confirming an unsubscribe from search alert e-mails',
          tags,
          querystring: UnsubscribeQuerySchema,
        },
      },
      async (request, reply) => answer(request, reply, false),
    );
    scope.post(
      '/search-profiles/unsubscribe',
      {
        config: { access: 'public', csrf: false },
        schema: {
          operationId: 'unsubscribeFromSearchAlerts',
          summary: 'Unsubscribe from search alert e-mails (one click)',
          tags,
          querystring: UnsubscribeQuerySchema,
          body: z.record(z.string(), z.unknown()).optional(),
        },
      },
      async (request, reply) => answer(request, reply, true),
    );
  });
};
