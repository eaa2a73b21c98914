import {
  AttachmentSchema,
  MarkReadSchema,
  MessagePageSchema,
  MessageSchema,
  MessagesQuerySchema,
  SendMessageSchema,
} from '@azubi/shared/messaging/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../platform/files/send-stored-file';
import { listMessages } from './get-conversation';
import { markRead } from './mark-read';
import { readAttachment } from './read-attachment';
import { sendMessage } from './send-message';
import { uploadAttachment } from './upload-attachment';
import { messagingRouteDeps } from './route-deps';
import { errors, Id } from './route-schemas';

/**
 * The messages of a conversation and their attachments, for the parties of the conversation only
 * (routes.ts says who may call). Sending goes through here (stored, then emitted on the socket), so a
 * message exists once it is answered. Mounted under /api.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = messagingRouteDeps(app);

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
