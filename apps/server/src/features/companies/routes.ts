import { CompanySummarySchema, EmployerOnboardingSchema } from '@azubi/shared/companies/onboarding';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies } from '../../db/schema';
import { requireActor } from '../auth/session';
import { requireCompanyMember } from './company-access';
import { onboardEmployer, toCompanySummary } from './onboard-employer';

const errors = { 400: z.any(), 401: z.any(), 403: z.any(), 404: z.any() };

/** The employer's own company. Mounted under /api. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Employers (role employer) with a verified e-mail: create or update their company.
  app.post(
    '/employer/onboarding',
    {
      schema: {
        tags: ['companies'],
        body: EmployerOnboardingSchema,
        response: { 200: CompanySummarySchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(app.auth, request);
      return onboardEmployer({ db, actor }, request.body);
    },
  );

  // Employers and team members: the company they work for.
  app.get(
    '/employer/company',
    { schema: { tags: ['companies'], response: { 200: CompanySummarySchema, ...errors } } },
    async (request) => {
      const actor = await requireActor(app.auth, request);
      const { companyId } = await requireCompanyMember(db, actor);
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      return toCompanySummary(company!);
    },
  );
};
