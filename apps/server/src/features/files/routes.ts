import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { auditContext } from '../../platform/session/request-context';
import { canReadFile } from './file-access';
import { sendStoredFile } from '../../platform/files/send-stored-file';
import { findFile } from '../../platform/files/stored-files';
import { RangeNotSatisfiable, errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = { ...errorResponses(401, 404), 416: RangeNotSatisfiable };

/** Stored files. Mounted under /api. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // The owner, moderators and admins, and employers under spec §6; anyone else gets 404 so that
  // file ids reveal nothing. Images open inline, PDFs download.
  app.get(
    '/files/:id',
    {
      config: { access: 'signed-in' },
      compress: false,
      schema: {
        operationId: 'getFile',
        summary: 'Open a stored file (owner, staff, and employers under spec §6; 404 otherwise)',
        tags: ['files'],
        params: z.object({ id: z.string() }),
        response: { 200: z.any(), 206: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = z.uuid().safeParse(request.params.id);
      const file = id.success ? await findFile(db, id.data) : undefined;
      if (!file || !(await canReadFile(db, actor, file))) throw AppError.notFound('files.notFound');
      if (file.kind !== 'avatar') {
        await recordAuditEvent(
          db,
          {
            action: 'file_download',
            userId: actor.userId,
            context: auditContext(request),
            resourceType: 'file',
            resourceId: file.id,
            details: { kind: file.kind, ownerId: file.ownerId },
          },
          request.log,
        );
      }
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
