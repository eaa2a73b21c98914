import {
  AttachmentSchema,
  ConversationDetailSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  DeclineConversationSchema,
  MarkReadSchema,
  MessagePageSchema,
  MessageSchema,
  MessagesQuerySchema,
  ReportConversationSchema,
  SendMessageSchema,
  StartConversationResultSchema,
  StartConversationSchema,
  UnreadCountSchema,
} from '@azubi/shared/messaging/messaging';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../platform/files/send-stored-file';
import type { MessagingDeps } from './append-message';
import { setCompanyBlocked } from './block-company';
import { viewerOf } from './conversation-view';
import { getConversation, listMessages } from './get-conversation';
import { unreadCount } from './get-unread-count';
import { listConversations } from './list-conversations';
import { markRead } from './mark-read';
import { readAttachment } from './read-attachment';
import { reportConversation } from './report-conversation';
import { declineConversation, revealToCompany } from './reveal-or-decline';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';
import { uploadAttachment } from './upload-attachment';
import { errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500);
const Id = z.object({ id: z.uuid() });
const Message = z.object({ message: z.string() });

/**
 * Conversations between a candidate and a company's team (spec §1, §2 /my-messages and
 * /employer/messages; issue 14). Who may call: candidates and company members (employer,
 * team_member), each only for conversations they are a party of (`assertConversationAccess`:
 * others 404); moderators and admins 403; signed out 401. Sending goes through here (stored,
 * then emitted on the socket), so a message exists once it is answered. Mounted under /api.
 */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = async (request: FastifyRequest): Promise<MessagingDeps> => ({
    db,
    mailer: app.mailer,
    config: app.config,
    log: request.log,
    realtime: app.realtime,
    rateLimits: app.rateLimits,
    followUps: app.messageFollowUps,
    actor: actorOf(request),
  });

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

  app.get(
    '/conversations/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listMessages',
        summary: 'The messages of a conversation, with cursor',
        tags: ['messaging'],
        params: Id,
        querystring: MessagesQuerySchema,
        response: { 200: MessagePageSchema, ...errors },
      },
    },
    async (request) => listMessages(await deps(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'sendMessage',
        summary: 'Send a message in a conversation',
        tags: ['messaging'],
        params: Id,
        body: SendMessageSchema,
        response: { 200: MessageSchema, 201: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, created, followUp } = await sendMessage(await deps(request), request.params.id, request.body);
      app.afterAnswer('message notifications', request.log, followUp);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'markConversationRead',
        summary: 'Mark a conversation read',
        tags: ['messaging'],
        params: Id,
        body: MarkReadSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markRead(await deps(request), request.params.id, request.body.seq);
      return reply.status(204).send(null);
    },
  );

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

  app.post(
    '/message-attachments',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'uploadMessageAttachment',
        summary: 'Upload a file to attach to a message',
        tags: ['messaging'],
        consumes: ['multipart/form-data'],
        response: { 201: AttachmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const attachment = await uploadAttachment({ ...(await deps(request)), storage: app.storage }, request);
      return reply.status(201).send(attachment);
    },
  );

  app.get(
    '/message-attachments/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMessageAttachment',
        summary: 'Open a message attachment',
        tags: ['messaging'],
        params: Id,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await readAttachment(await deps(request), request.params.id);
      return sendStoredFile(
        request,
        reply,
        app.storage,
        file,
        file.mimeType.startsWith('image/') ? 'inline' : 'attachment',
      );
    },
  );
};
