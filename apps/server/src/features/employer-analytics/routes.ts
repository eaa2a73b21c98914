import { EmployerAnalyticsQuerySchema, EmployerAnalyticsSchema } from '@azubi/shared/analytics/employer-analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { getEmployerAnalytics } from './get-employer-analytics';
import { errorResponses } from '../../http/error-responses';
import { membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 500);

/**
 * The employer's analytics (`/employer/analytics`, spec §2). The company's own team only
 * (declared `company`: admins and members); candidates, moderators and admins 403, signed out
 * 401; another company's listing 404. Mounted under /api.
 */
export const employerAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/employer/analytics',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'getCompanyAnalytics',
        summary: "The company's listing and application figures for a period",
        tags: ['analytics'],
        querystring: EmployerAnalyticsQuerySchema,
        response: { 200: EmployerAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      const { companyId } = membershipOf(request);
      try {
        return await getEmployerAnalytics({ db, companyId }, request.query);
      } catch (err) {
        if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
        request.log.error({ err }, 'analytics could not be read');
        // "Failed to load analytics" (spec §8).
        throw new AppError(500, 'INTERNAL', 'analytics.loadFailed');
      }
    },
  );
};
