import {
  ApplyInputSchema,
  CandidateApplicationSchema,
  EmployerApplicationSchema,
  EmployerApplicationsQuerySchema,
  StatusChangeSchema,
} from '@azubi/shared/applications/applications';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../platform/files/send-stored-file';
import {
  applyToListing,
  changeApplicationStatus,
  listCompanyApplications,
  listMyApplications,
  withdrawApplication,
} from './applications';
import { getApplicationCv } from './get-application-cv';
import { errorResponses } from '../../http/error-responses';
import { actorOf, membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const Id = z.object({ id: z.uuid() });

/** Applications from both sides. Mounted under /api. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = (request: { log: never } | { log: unknown }) => ({
    db,
    mailer: app.mailer,
    config: app.config,
    log: request.log as never,
  });

  // Candidates (azubi) with a verified e-mail and an approved profile: apply to an active listing.
  app.post(
    '/listings/:id/applications',
    {
      config: { access: 'candidate', denied: 'applications.candidatesOnly' },
      schema: {
        operationId: 'applyToListing',
        summary: 'Apply to an active listing',
        tags: ['applications'],
        params: Id,
        body: ApplyInputSchema,
        response: { 201: CandidateApplicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await applyToListing(
        { ...deps(request), actor, rateLimits: app.rateLimits },
        request.params.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  // Candidates: their own applications with history.
  app.get(
    '/my/applications',
    {
      config: { access: 'candidate', denied: 'applications.candidatesOnly' },
      schema: {
        operationId: 'listMyApplications',
        summary: "The candidate's own applications with their history",
        tags: ['applications'],
        response: { 200: z.array(CandidateApplicationSchema), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return listMyApplications({ db, actor });
    },
  );

  // Candidates: withdraw one of their own open applications (irreversible).
  app.post(
    '/my/applications/:id/withdraw',
    {
      config: { access: 'candidate', denied: 'applications.candidatesOnly' },
      schema: {
        operationId: 'withdrawApplication',
        summary: "Withdraw one of the candidate's open applications (irreversible)",
        tags: ['applications'],
        params: Id,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await withdrawApplication({ db, actor, log: request.log }, request.params.id);
      return { message: translate(request.locale, 'applications.withdrawn') };
    },
  );

  // Employers and team members: applications to their company's listings.
  app.get(
    '/employer/applications',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'listCompanyApplications',
        summary: "Applications to the company's listings",
        tags: ['applications'],
        querystring: EmployerApplicationsQuerySchema,
        response: { 200: z.array(EmployerApplicationSchema), ...errors },
      },
    },
    async (request) => {
      const { companyId } = membershipOf(request);
      return listCompanyApplications({ db, companyId }, request.query);
    },
  );

  // Employers and team members: move an application of their company along the pipeline.
  app.post(
    '/employer/applications/:id/status',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'changeApplicationStatus',
        summary: "Move an application along the company's pipeline",
        tags: ['applications'],
        params: Id,
        body: StatusChangeSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await changeApplicationStatus(
        { ...deps(request), actor, companyId: membershipOf(request).companyId },
        request.params.id,
        request.body.status,
        request.body.placement,
      );
      return { message: translate(request.locale, 'applications.statusChanged') };
    },
  );

  // Employers and team members: the CV a candidate attached to an application to their company
  // (another company's application, or one without a CV: 404). Counted like the candidate's own CV.
  app.get(
    '/employer/applications/:id/cv.pdf',
    {
      config: { access: 'company' },
      compress: false,
      schema: {
        operationId: 'getApplicationCv',
        summary: 'The CV a candidate attached to an application to the company',
        tags: ['applications'],
        params: Id,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const cv = await getApplicationCv(
        { db, storage: app.storage, actor, companyId: membershipOf(request).companyId, rateLimits: app.rateLimits },
        request.params.id,
        request.locale,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('inline', cv.fileName))
        .send(cv.pdf);
    },
  );
};
