import {
  ClosePlacementSchema,
  PlacementListQuerySchema,
  PlacementListSchema,
  PlacementSchema,
  PlacementStatsSchema,
  StepParamsSchema,
  StepUpdateSchema,
} from '@azubi/shared/placements/placements';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../platform/files/send-stored-file';
import { closePlacement } from './close-placement';
import { getPlacement, listPlacements } from './list-placements';
import { deletePlacementDocument, readPlacementDocument, uploadPlacementDocument } from './placement-documents';
import type { PlacementDeps } from './placement-deps';
import { placementStats } from './placement-stats';
import { updateStep } from './update-step';
import { errorResponses } from '../../http/error-responses';
import { actorOf, membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500);
const Id = z.object({ id: z.uuid({ message: 'placements.notFound' }) });
const DocumentParams = z.object({
  id: z.uuid({ message: 'placements.notFound' }),
  documentId: z.uuid({ message: 'placements.documentNotFound' }),
});
const tags = ['placements'];

/**
 * The placement tracker (issue 20). Who may call: the placement's candidate and the current
 * members of its company (anyone else 404 "Placement not found"); moderators and admins 403 —
 * the contract and the visa are shown to nobody else; signed out 401. A step's state, recorded
 * date and files: its owner side only (403 otherwise). Mounted under /api.
 */
export const placementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = async (request: FastifyRequest): Promise<PlacementDeps> => ({
    db,
    mailer: app.mailer,
    config: app.config,
    log: request.log,
    realtime: app.realtime,
    rateLimits: app.rateLimits,
    storage: app.storage,
    actor: actorOf(request),
  });

  app.get(
    '/placements',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listPlacements',
        summary: "The caller's placements",
        tags,
        querystring: PlacementListQuerySchema,
        response: { 200: PlacementListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listPlacements(await deps(request), request.query) }),
  );

  app.get(
    '/placements/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getPlacement',
        summary: 'One placement with its steps',
        tags,
        params: Id,
        response: { 200: PlacementSchema, ...errors },
      },
    },
    async (request) => getPlacement(await deps(request), request.params.id),
  );

  app.patch(
    '/placements/:id/steps/:key',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'updatePlacementStep',
        summary: 'Update one step of a placement',
        tags,
        params: StepParamsSchema,
        body: StepUpdateSchema,
        response: { 200: PlacementSchema, ...errors },
      },
    },
    async (request) => updateStep(await deps(request), request.params.id, request.params.key, request.body),
  );

  app.post(
    '/placements/:id/steps/:key/documents',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'uploadPlacementDocument',
        summary: 'Upload a document to a placement step',
        tags,
        params: StepParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: PlacementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const placement = await uploadPlacementDocument(
        await deps(request),
        request.params.id,
        request.params.key,
        request,
      );
      return reply.status(201).send(placement);
    },
  );

  app.get(
    '/placements/:id/documents/:documentId',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getPlacementDocument',
        summary: 'Open a placement document',
        tags,
        params: DocumentParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await readPlacementDocument(await deps(request), request.params.id, request.params.documentId);
      return sendStoredFile(request, reply, app.storage, file, 'attachment');
    },
  );

  app.delete(
    '/placements/:id/documents/:documentId',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'deletePlacementDocument',
        summary: 'Delete a placement document',
        tags,
        params: DocumentParams,
        response: { 200: PlacementSchema, ...errors },
      },
    },
    async (request) => deletePlacementDocument(await deps(request), request.params.id, request.params.documentId),
  );

  app.post(
    '/placements/:id/close',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'closePlacement',
        summary: 'Close a placement',
        tags,
        params: Id,
        body: ClosePlacementSchema,
        response: { 200: PlacementSchema, ...errors },
      },
    },
    async (request) => closePlacement(await deps(request), request.params.id, request.body),
  );

  app.get(
    '/employer/placement-stats',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'getPlacementStats',
        summary: "The company's placement figures",
        tags,
        response: { 200: PlacementStatsSchema, ...errors },
      },
    },
    async (request) => placementStats({ db, companyId: membershipOf(request).companyId }),
  );
};
