import {
  CompanyProfileInputSchema,
  CompanyProfileResultSchema,
  CompanyProfileSchema,
  PipelineSettingsInputSchema,
  PublicEmployerProfileSchema,
} from '@azubi/shared/companies/company-profile';
import { CompanySummarySchema, EmployerOnboardingSchema } from '@azubi/shared/companies/onboarding';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies } from '../../db/schema';
import { getCompanyProfile } from './get-company-profile';
import { getPublicEmployerProfile } from './get-public-employer-profile';
import { onboardEmployer, toCompanySummary } from './onboard-employer';
import { updateCompanyProfile } from './update-company-profile';
import { ApiErrorBodySchema } from '../../http/error-responses';
import { actorOf, membershipOf } from '../../http/access';
import { companyRouteDeps } from './route-deps';
import { errors } from './route-schemas';

/**
 * The employer's own company, and the public employer page. Its logo and banner are in
 * image-routes.ts, its verification documents and request in verification-routes.ts. Mounted under /api.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { result } = companyRouteDeps(app);

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
