import {
  ConversationDetailSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  DeclineConversationSchema,
  StartConversationResultSchema,
  StartConversationSchema,
  UnreadCountSchema,
} from '@azubi/shared/messaging/messaging';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from './conversation-view';
import { getConversation } from './get-conversation';
import { unreadCount } from './get-unread-count';
import { listConversations } from './list-conversations';
import { declineConversation, revealToCompany } from './reveal-or-decline';
import { startConversation } from './start-conversation';
import { messagingRouteDeps } from './route-deps';
import { errors, Id, Message } from './route-schemas';

/**
 * Conversations between a candidate and a company's team (spec §1, §2 /my-messages and
 * /employer/messages; issue 14). Who may call: candidates and company members (employer,
 * team_member), each only for conversations they are a party of (`assertConversationAccess`:
 * others 404); moderators and admins 403; signed out 401. Here the conversations themselves; their
 * messages and attachments are in message-routes.ts, blocking and reporting in block-report-routes.ts.
 * Mounted under /api.
 */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = messagingRouteDeps(app);

  app.get(
    '/conversations',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listConversations',
        summary: "The caller's conversations",
        tags: ['messaging'],
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListSchema, ...errors },
      },
    },
    async (request) => listConversations(await deps(request), request.query.q),
  );

  app.get(
    '/conversations/unread-count',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'countUnreadConversations',
        summary: "How many of the caller's conversations have unread messages",
        tags: ['messaging'],
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    async (request) => {
      const { actor } = await deps(request);
      await viewerOf(db, actor);
      return { count: await unreadCount(db, actor.userId) };
    },
  );

  app.post(
    '/conversations',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'startConversation',
        summary: "Start a conversation with a candidate (the company's first contact)",
        tags: ['messaging'],
        body: StartConversationSchema,
        response: { 200: StartConversationResultSchema, 201: StartConversationResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, followUp, ...result } = await startConversation(await deps(request), request.body);
      app.afterAnswer('message notifications', request.log, followUp);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/conversations/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getConversation',
        summary: "One of the caller's conversations",
        tags: ['messaging'],
        params: Id,
        response: { 200: ConversationDetailSchema, ...errors },
      },
    },
    async (request) => getConversation(await deps(request), request.params.id),
  );

  // Candidate of the conversation only (others 403/404): consent to show their profile to the company.
  app.post(
    '/conversations/:id/reveal',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'revealToCompany',
        summary: "Consent to show the candidate's profile to the company",
        tags: ['messaging'],
        params: Id,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await revealToCompany(await deps(request), request.params.id);
      return { message: translate(request.locale, 'messaging.profileRevealed') };
    },
  );

  // Candidate of the conversation only: "Not interested", with a reason the company sees.
  app.post(
    '/conversations/:id/decline',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'declineConversation',
        summary: 'Not interested: decline a conversation with a reason',
        tags: ['messaging'],
        params: Id,
        body: DeclineConversationSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await declineConversation(await deps(request), request.params.id, request.body.reason);
      return { message: translate(request.locale, 'messaging.notInterestedSent') };
    },
  );
};
