import {
  CompanyProfileInputSchema,
  CompanyProfileResultSchema,
  CompanyProfileSchema,
  PipelineSettingsInputSchema,
  PublicEmployerProfileSchema,
} from '@azubi/shared/companies/company-profile';
import { CompanySummarySchema, EmployerOnboardingSchema } from '@azubi/shared/companies/onboarding';
import { translate, type MessageKey } from '@azubi/shared/i18n/messages';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { auditContext } from '../../platform/session/request-context';
import { sendStoredFile } from '../../platform/files/send-stored-file';
import type { CompanyMembership } from '../../platform/company-membership';
import {
  deleteCompanyDocument,
  deleteCompanyImage,
  findCompanyDocument,
  findCompanyImage,
  uploadCompanyDocument,
  uploadCompanyImage,
  type CompanyImage,
} from './company-files';
import { getCompanyProfile } from './get-company-profile';
import { getPublicEmployerProfile } from './get-public-employer-profile';
import { onboardEmployer, toCompanySummary } from './onboard-employer';
import { requestVerification } from './request-verification';
import { updateCompanyProfile } from './update-company-profile';
import { ApiErrorBodySchema, RangeNotSatisfiable, errorResponses } from '../../http/error-responses';
import { actorOf, membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const IMAGES: CompanyImage[] = ['logo', 'banner'];
const IMAGE_MESSAGES: Record<CompanyImage, { saved: MessageKey; removed: MessageKey }> = {
  logo: { saved: 'companies.logoSaved', removed: 'companies.logoRemoved' },
  banner: { saved: 'companies.bannerSaved', removed: 'companies.bannerRemoved' },
};

/** The employer's own company, and the public employer page. Mounted under /api. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const fileDeps = async (request: FastifyRequest) => ({
    db,
    storage: app.storage,
    log: request.log,
    actor: actorOf(request),
    audit: auditContext(request),
  });
  const result = async (request: FastifyRequest, membership: CompanyMembership, key: MessageKey) => ({
    message: translate(request.locale, key),
    profile: await getCompanyProfile(db, membership),
  });

  // Employers (role employer) with a verified e-mail: create or update their company.
  app.post(
    '/employer/onboarding',
    {
      config: { access: 'employer' },
      schema: {
        operationId: 'onboardEmployer',
        summary: "Create or update the employer's company",
        tags: ['companies'],
        body: EmployerOnboardingSchema,
        response: { 200: CompanySummarySchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return onboardEmployer({ db, actor }, request.body);
    },
  );

  // Employers and team members: the company they work for.
  app.get(
    '/employer/company',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'getMyCompany',
        summary: 'The company the caller works for',
        tags: ['companies'],
        response: { 200: CompanySummarySchema, ...errors },
      },
    },
    async (request) => {
      const { companyId } = membershipOf(request);
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      return toCompanySummary(company!);
    },
  );

  // The company's team (admins and members): the profile at /company-settings, its next steps and trial.
  app.get(
    '/employer/company/profile',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'getCompanyProfile',
        summary: 'The company profile with its next steps and trial',
        tags: ['companies'],
        response: { 200: CompanyProfileSchema, ...errors },
      },
    },
    async (request) => getCompanyProfile(db, membershipOf(request)),
  );

  // Team admins: save the profile.
  app.put(
    '/employer/company/profile',
    {
      config: { access: 'team-admin', deniedMember: 'companies.membersCannotEdit' },
      schema: {
        operationId: 'updateCompanyProfile',
        summary: 'Save the company profile',
        tags: ['companies'],
        body: CompanyProfileInputSchema,
        response: { 200: CompanyProfileResultSchema, ...errors },
      },
    },
    async (request) => {
      const membership = membershipOf(request);
      const key = await updateCompanyProfile(db, membership, request.body);
      return result(request, membership, key);
    },
  );

  // Team admins: when a kanban card counts as waiting too long (issue 29).
  app.put(
    '/employer/company/pipeline',
    {
      config: { access: 'team-admin' },
      schema: {
        operationId: 'setPipelineStaleDays',
        summary: 'Set when a kanban card counts as waiting too long',
        tags: ['companies'],
        body: PipelineSettingsInputSchema,
        response: { 200: CompanyProfileResultSchema, ...errors },
      },
    },
    async (request) => {
      const membership = membershipOf(request);
      await db
        .update(companies)
        .set({ staleAfterDays: request.body.staleAfterDays, updatedAt: new Date() })
        .where(eq(companies.id, membership.companyId));
      return result(request, membership, 'companies.pipelineSaved');
    },
  );

  for (const kind of IMAGES) {
    // Team admins: the logo or banner (multipart, one JPEG/PNG/WebP up to 5 MB, cropped by the web app).
    app.post(
      `/employer/company/${kind}`,
      {
        config: { access: 'team-admin', deniedMember: 'companies.membersCannotEdit' },
        schema: {
          operationId: kind === 'logo' ? 'uploadCompanyLogo' : 'uploadCompanyBanner',
          summary: `Upload the company's ${kind} (one JPEG, PNG or WebP up to 5 MB, cropped by the web app)`,
          tags: ['companies'],
          consumes: ['multipart/form-data'],
          response: { 200: CompanyProfileResultSchema, ...errors },
        },
      },
      async (request) => {
        const membership = membershipOf(request);
        await uploadCompanyImage(await fileDeps(request), membership, kind, request);
        return result(request, membership, IMAGE_MESSAGES[kind].saved);
      },
    );

    app.delete(
      `/employer/company/${kind}`,
      {
        config: { access: 'team-admin', deniedMember: 'companies.membersCannotEdit' },
        schema: {
          operationId: kind === 'logo' ? 'deleteCompanyLogo' : 'deleteCompanyBanner',
          summary: `Delete the company's ${kind}`,
          tags: ['companies'],
          response: { 200: CompanyProfileResultSchema, ...errors },
        },
      },
      async (request) => {
        const membership = membershipOf(request);
        await deleteCompanyImage(await fileDeps(request), membership, kind);
        return result(request, membership, IMAGE_MESSAGES[kind].removed);
      },
    );

    // Anyone: the image as the public employer page shows it.
    app.get(
      `/companies/:companyId/${kind}`,
      {
        config: { access: 'public' },
        compress: false,
        schema: {
          operationId: kind === 'logo' ? 'getCompanyLogo' : 'getCompanyBanner',
          summary: `The company's ${kind} as the public employer page shows it`,
          tags: ['companies'],
          params: z.object({ companyId: z.string() }),
          querystring: z.object({ v: z.string().max(40).optional() }),
          response: { 200: z.any(), 206: z.any(), 404: ApiErrorBodySchema, 416: RangeNotSatisfiable },
        },
      },
      async (request, reply) => {
        const id = z.uuid().safeParse(request.params.companyId);
        if (!id.success) throw AppError.notFound('files.notFound');
        const file = await findCompanyImage(db, id.data, kind);
        return sendStoredFile(request, reply, app.storage, file, 'inline');
      },
    );
  }

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

  // Anyone: the public employer page's data.
  app.get(
    '/companies/:companyId/profile',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPublicEmployerProfile',
        summary: "The public employer page's data",
        tags: ['companies'],
        params: z.object({ companyId: z.string() }),
        response: { 200: PublicEmployerProfileSchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => getPublicEmployerProfile(db, request.params.companyId),
  );
};
