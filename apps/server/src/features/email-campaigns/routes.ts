import {
  AudienceCountSchema,
  CampaignAudienceInputSchema,
  CampaignContentSchema,
  CampaignInputSchema,
  CampaignListSchema,
  CampaignPreviewSchema,
  CampaignSchema,
  CampaignSendSchema,
  CampaignTestSendSchema,
  CampaignUnsubscribeQuerySchema,
} from '@azubi/shared/admin/email-campaigns';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContext } from '../../platform/session/request-context';
import { countAudience } from './audience';
import {
  cancelCampaign,
  createCampaign,
  pauseCampaign,
  resumeCampaign,
  sendCampaign,
  updateCampaign,
  type CampaignActionDeps,
} from './campaign-actions';
import { campaignDetail, listCampaigns } from './campaign-row';
import { CAMPAIGN_JOB } from './campaign-sweep';
import { mergeValuesOfUser } from './merge-fields';
import { previewCampaign, testSendCampaign } from './preview-and-test';
import { campaignUnsubscribePage, unsubscribeFromCampaigns } from './unsubscribe';
import { errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const Id = z.object({ id: z.uuid({ message: 'campaigns.notFound' }) });
const Message = z.object({ message: z.string() });
const tags = ['admin'];

/**
 * E-mail campaigns (issue 19; the route list is at the top of packages/shared/src/admin/email-campaigns.ts).
 * Who may call: admins only (moderators and everyone else 403, signed out 401); every action is
 * audited. The unsubscribe address needs no session and no CSRF token: its signed token is the
 * permission (RFC 8058). Mounted under /api.
 */
export const emailCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    return actor;
  };
  // The sending job runs every minute; a campaign started (or resumed) now is queued to go at once.
  const sendSoon = async (request: FastifyRequest) => {
    try {
      await app.jobQueue?.send(CAMPAIGN_JOB, {});
    } catch (err) {
      request.log.warn({ err }, 'campaign job not queued; the next scheduled run sends it');
    }
  };
  const deps = async (request: FastifyRequest): Promise<CampaignActionDeps> => ({
    db,
    actor: await admin(request),
    context: auditContext(request),
    log: request.log,
  });

  app.get(
    '/admin/campaigns',
    {
      config: { access: 'admin', denied: 'campaigns.adminsOnly' },
      schema: {
        operationId: 'listCampaigns',
        summary: 'The e-mail campaigns',
        tags,
        response: { 200: CampaignListSchema, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      return listCampaigns(db);
    },
  );

  app.post(
    '/admin/campaigns',
    {
      config: { access: 'admin', denied: 'campaigns.adminsOnly' },
      schema: {
        operationId: 'createCampaign',
        summary: 'Create an e-mail campaign draft',
        tags,
        body: CampaignInputSchema,
        response: { 201: CampaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createCampaign(await deps(request), request.body);
      return reply.status(201).send(await campaignDetail(db, id));
    },
  );

  app.post(
    '/admin/campaigns/audience-count',
    {
      config: { access: 'admin', denied: 'campaigns.adminsOnly' },
      schema: {
        operationId: 'countCampaignAudience',
        summary: 'How many people an audience reaches',
        tags,
        body: CampaignAudienceInputSchema,
        response: { 200: AudienceCountSchema, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      return { count: await countAudience(db, request.body.audience, request.body.filter) };
    },
  );

  app.post(
    '/admin/campaigns/preview',
    {
      config: { access: 'admin', denied: 'campaigns.adminsOnly' },
      schema: {
        operationId: 'previewCampaign',
        summary: 'Render a campaign e-mail for preview',
        tags,
        body: CampaignContentSchema,
        response: { 200: CampaignPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await admin(request);
      return previewCampaign(app.config, request.body, await mergeValuesOfUser(db, actor.userId));
    },
  );

  app.get(
    '/admin/campaigns/:id',
    {
      config: { access: 'admin', denied: 'campaigns.adminsOnly' },
      schema: {
        operationId: 'getCampaign',
        summary: 'One e-mail campaign',
        tags,
        params: Id,
        response: { 200: CampaignSchema, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      return campaignDetail(db, request.params.id);
    },
  );

  app.put(
    '/admin/campaigns/:id',
    {
      config: { access: 'admin', denied: 'campaigns.adminsOnly' },
      schema: {
        operationId: 'updateCampaign',
        summary: 'Edit an e-mail campaign draft',
        tags,
        params: Id,
        body: CampaignInputSchema,
        response: { 200: CampaignSchema, ...errors },
      },
    },
    async (request) => {
      await updateCampaign(await deps(request), request.params.id, request.body);
      return campaignDetail(db, request.params.id);
    },
  );

  app.post(
    '/admin/campaigns/:id/test-send',
    {
      config: { access: 'admin', denied: 'campaigns.adminsOnly' },
      schema: {
        operationId: 'testSendCampaign',
        summary: 'Send a campaign to the caller as a test',
        tags,
        params: Id,
        body: CampaignTestSendSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => ({
      message: await testSendCampaign(
        { ...(await deps(request)), config: app.config, mailer: app.mailer },
        request.params.id,
        request.body.locale,
        request.locale,
      ),
    }),
  );

  app.post(
    '/admin/campaigns/:id/send',
    {
      config: { access: 'admin', denied: 'campaigns.adminsOnly' },
      schema: {
        operationId: 'sendCampaign',
        summary: 'Send or schedule an e-mail campaign',
        tags,
        params: Id,
        body: CampaignSendSchema,
        response: { 200: CampaignSchema, ...errors },
      },
    },
    async (request) => {
      await sendCampaign(await deps(request), request.params.id, request.body);
      if (!request.body.scheduledAt) await sendSoon(request);
      return campaignDetail(db, request.params.id);
    },
  );

  for (const [action, run] of [
    ['pause', pauseCampaign],
    ['resume', resumeCampaign],
    ['cancel', cancelCampaign],
  ] as const)
    app.post(
      `/admin/campaigns/:id/${action}`,
      {
        config: { access: 'admin', denied: 'campaigns.adminsOnly' },
        schema: {
          operationId: `${action}Campaign`,
          summary: `${action.charAt(0).toUpperCase()}${action.slice(1)} an e-mail campaign`,
          tags,
          params: Id,
          response: { 200: CampaignSchema, ...errors },
        },
      },
      async (request) => {
        await run(await deps(request), request.params.id);
        if (action === 'resume') await sendSoon(request);
        return campaignDetail(db, request.params.id);
      },
    );

  // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form,
  // with no cookie and no CSRF token; the signed token in the address is the permission. A GET
  // (the link clicked, or a scanner following it) only shows the page with its button.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const answer = async (request: FastifyRequest, reply: FastifyReply, apply: boolean) => {
      const { token } = CampaignUnsubscribeQuerySchema.parse(request.query);
      const outcome = await unsubscribeFromCampaigns(db, app.config.authSecret, token, { apply });
      return reply
        .status(outcome.ok ? 200 : 400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(
          campaignUnsubscribePage(outcome, {
            done: apply,
            action: `/api/campaigns/unsubscribe?token=${encodeURIComponent(token)}`,
            publicUrl: app.config.publicUrl,
            fallbackLocale: request.locale,
          }),
        );
    };
    scope.get(
      '/campaigns/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          operationId: 'showCampaignUnsubscribe',
          summary: 'The page confirming an unsubscribe from campaign e-mails',
          tags,
          querystring: CampaignUnsubscribeQuerySchema,
        },
      },
      async (request, reply) => answer(request, reply, false),
    );
    scope.post(
      '/campaigns/unsubscribe',
      {
        config: { access: 'public', csrf: false },
        schema: {
          operationId: 'unsubscribeFromCampaigns',
          summary: 'Unsubscribe from campaign e-mails (one click)',
          tags,
          querystring: CampaignUnsubscribeQuerySchema,
          body: z.record(z.string(), z.unknown()).nullish(),
        },
      },
      async (request, reply) => answer(request, reply, true),
    );
  });
};
