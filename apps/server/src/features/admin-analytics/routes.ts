import {
  AdminAnalyticsCsvQuerySchema,
  AdminAnalyticsPeriodSchema,
  AdminAnalyticsSchema,
} from '@azubi/shared/admin/admin-analytics';
import { AuditEventListQuerySchema, AuditEventListSchema } from '@azubi/shared/admin/audit-log';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCsv } from './analytics-csv';
import { getPlatformAnalytics } from './get-platform-analytics';
import { listAuditEvents } from './list-audit-events';
import { errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 429, 500);
const tags = ['admin'];

/**
 * The platform's analytics and the audit log (issue 19, spec §2 /admin/analytics, §7). Who may
 * call: admins only (moderators and everyone else 403, signed out 401). Read-only. Mounted under /api.
 */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = async (request: FastifyRequest) => actorOf(request);

  app.get(
    '/admin/analytics',
    {
      config: { access: 'admin', denied: 'adminAnalytics.adminsOnly' },
      schema: {
        operationId: 'getPlatformAnalytics',
        summary: "The platform's figures for a period",
        tags,
        querystring: AdminAnalyticsPeriodSchema,
        response: { 200: AdminAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      return getPlatformAnalytics(db, request.query);
    },
  );

  app.get(
    '/admin/analytics/csv',
    {
      config: { access: 'admin', denied: 'adminAnalytics.adminsOnly' },
      schema: {
        operationId: 'exportPlatformAnalyticsCsv',
        summary: "The platform's figures for a period as CSV",
        tags,
        querystring: AdminAnalyticsCsvQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      await admin(request);
      const { table, from, to } = request.query;
      const csv = analyticsCsv(await getPlatformAnalytics(db, { from, to }), table);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="analytics-${table}-${from}-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/audit-events',
    {
      config: { access: 'admin', denied: 'adminAnalytics.adminsOnly' },
      schema: {
        operationId: 'listAuditEvents',
        summary: 'The audit log with filters and pager',
        tags,
        querystring: AuditEventListQuerySchema,
        response: { 200: AuditEventListSchema, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      return listAuditEvents(db, request.query);
    },
  );
};
