import { CompanyProfileResultSchema } from '@azubi/shared/companies/company-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { sendStoredFile } from '../../platform/files/send-stored-file';
import { deleteCompanyDocument, findCompanyDocument, uploadCompanyDocument } from './company-files';
import { requestVerification } from './request-verification';
import { ApiErrorBodySchema, RangeNotSatisfiable } from '../../http/error-responses';
import { actorOf, membershipOf } from '../../http/access';
import { companyRouteDeps } from './route-deps';
import { errors } from './route-schemas';

/**
 * The company's verification: its documents (uploaded by team admins, opened by its team) and the
 * request to be verified. Mounted under /api.
 */
export const companyVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { fileDeps, result } = companyRouteDeps(app);

  // Team admins: a verification document (multipart, one JPEG/PNG/WebP/PDF up to 5 MB).
  app.post(
    '/employer/company/documents',
    {
      config: { access: 'team-admin', deniedMember: 'companies.membersCannotEdit' },
      schema: {
        operationId: 'uploadCompanyDocument',
        summary: 'Upload a verification document (one JPEG, PNG, WebP or PDF up to 5 MB)',
        tags: ['companies'],
        consumes: ['multipart/form-data'],
        response: { 201: CompanyProfileResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const membership = membershipOf(request);
      await uploadCompanyDocument(await fileDeps(request), membership, request);
      return reply.status(201).send(await result(request, membership, 'companies.documentUploaded'));
    },
  );

  app.delete(
    '/employer/company/documents/:fileId',
    {
      config: { access: 'team-admin', deniedMember: 'companies.membersCannotEdit' },
      schema: {
        operationId: 'deleteCompanyDocument',
        summary: "Delete one of the company's verification documents",
        tags: ['companies'],
        params: z.object({ fileId: z.uuid() }),
        response: { 200: CompanyProfileResultSchema, ...errors },
      },
    },
    async (request) => {
      const membership = membershipOf(request);
      await deleteCompanyDocument(await fileDeps(request), membership, request.params.fileId);
      return result(request, membership, 'companies.documentDeleted');
    },
  );

  // The company's team: open one of its documents (moderators open them by /api/files/:id).
  app.get(
    '/employer/company/documents/:fileId',
    {
      config: { access: 'company' },
      compress: false,
      schema: {
        operationId: 'getCompanyDocument',
        summary: "Open one of the company's verification documents",
        tags: ['companies'],
        params: z.object({ fileId: z.string() }),
        response: {
          200: z.any(),
          206: z.any(),
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          416: RangeNotSatisfiable,
        },
      },
    },
    async (request, reply) => {
      const membership = membershipOf(request);
      const id = z.uuid().safeParse(request.params.fileId);
      if (!id.success) throw AppError.notFound('files.notFound');
      const file = await findCompanyDocument(db, membership.companyId, id.data);
      return sendStoredFile(
        request,
        reply,
        app.storage,
        file,
        file.mimeType.startsWith('image/') ? 'inline' : 'attachment',
      );
    },
  );

  // Team admins: ask for verification (verified at once by e-mail domain, else pending for a moderator).
  app.post(
    '/employer/company/verification',
    {
      config: { access: 'team-admin', deniedMember: 'companies.membersCannotEdit' },
      schema: {
        operationId: 'requestCompanyVerification',
        summary: 'Ask for verification (at once by e-mail domain, else pending for a moderator)',
        tags: ['companies'],
        response: { 200: CompanyProfileResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const membership = membershipOf(request);
      const key = await requestVerification(db, actor, membership);
      return result(request, membership, key);
    },
  );
};
