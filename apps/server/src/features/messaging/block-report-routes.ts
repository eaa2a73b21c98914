import { ReportConversationSchema } from '@azubi/shared/messaging/messaging';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setCompanyBlocked } from './block-company';
import { reportConversation } from './report-conversation';
import { messagingRouteDeps } from './route-deps';
import { errors, Id, Message } from './route-schemas';

/**
 * Blocking the company of a conversation and reporting a conversation to the moderators, by the
 * parties of the conversation only (routes.ts says who may call). Mounted under /api.
 */
export const blockReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = messagingRouteDeps(app);

  app.post(
    '/conversations/:id/block',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'blockCompany',
        summary: 'Block the company of a conversation',
        tags: ['messaging'],
        params: Id,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await setCompanyBlocked(await deps(request), request.params.id, true);
      return { message: translate(request.locale, 'messaging.companyBlocked') };
    },
  );

  app.delete(
    '/conversations/:id/block',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'unblockCompany',
        summary: 'Unblock the company of a conversation',
        tags: ['messaging'],
        params: Id,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await setCompanyBlocked(await deps(request), request.params.id, false);
      return { message: translate(request.locale, 'messaging.companyUnblocked') };
    },
  );

  app.post(
    '/conversations/:id/report',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'reportConversation',
        summary: 'Report a conversation to the moderators',
        tags: ['messaging'],
        params: Id,
        body: ReportConversationSchema,
        response: { 201: Message, ...errors },
      },
    },
    async (request, reply) => {
      await reportConversation(await deps(request), request.params.id, request.body);
      return reply.status(201).send({ message: translate(request.locale, 'messaging.reported') });
    },
  );
};
