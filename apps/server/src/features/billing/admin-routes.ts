import {
  AdminEndPlanSchema,
  AdminExtendTrialSchema,
  AdminGrantPlanSchema,
  AdminPlanSchema,
  AdminPlansResponseSchema,
  AdminRevenueResponseSchema,
  AdminSubscriptionsResponseSchema,
  AdminUpdatePlanSchema,
  MessageResponseSchema,
} from '@azubi/shared/billing/billing';
import { translate } from '@azubi/shared/i18n/messages';
import { asc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clock } from '../../clock';
import { plans } from '../../db/schema';
import { auditContext } from '../../platform/session/request-context';
import {
  endPlan,
  extendTrial,
  grantPlan,
  listCompanySubscriptions,
  revenuePerMonth,
  toAdminPlan,
  updatePlan,
} from './admin-subscriptions';
import { errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const CompanyParams = z.object({ companyId: z.uuid() });
const PlanParams = z.object({ id: z.uuid() });

const formatDate = (date: Date, locale: 'en' | 'de') =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(
    date,
  );

/** `/admin/subscriptions` (admins only; moderators and everyone else 403). Mounted under /api. */
export const billingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    return {
      db,
      config: app.config,
      mailer: app.mailer,
      log: request.log,
      provider: app.payments,
      now: () => clock.now(),
      adminId: actor.userId,
      audit: auditContext(request),
    };
  };

  app.get(
    '/admin/subscriptions',
    {
      config: { access: 'admin', denied: 'billing.platformAdminsOnly' },
      schema: {
        operationId: 'listCompanySubscriptions',
        summary: "Every company's subscription state",
        tags: ['billing-admin'],
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
        response: { 200: AdminSubscriptionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      return { items: await listCompanySubscriptions(db, request.query.q || undefined, clock.now()) };
    },
  );

  app.post(
    '/admin/subscriptions/:companyId/extend-trial',
    {
      config: { access: 'admin', denied: 'billing.platformAdminsOnly' },
      schema: {
        operationId: 'extendTrial',
        summary: "Extend a company's trial",
        tags: ['billing-admin'],
        params: CompanyParams,
        body: AdminExtendTrialSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await extendTrial(await admin(request), request.params.companyId, request.body);
      return { message: translate(request.locale, 'billing.trialExtended', { days: request.body.days }) };
    },
  );

  app.post(
    '/admin/subscriptions/:companyId/grant',
    {
      config: { access: 'admin', denied: 'billing.platformAdminsOnly' },
      schema: {
        operationId: 'grantPlan',
        summary: 'Grant a company a plan without payment',
        tags: ['billing-admin'],
        params: CompanyParams,
        body: AdminGrantPlanSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const until = await grantPlan(await admin(request), request.params.companyId, request.body);
      return { message: translate(request.locale, 'billing.planGranted', { date: formatDate(until, request.locale) }) };
    },
  );

  app.post(
    '/admin/subscriptions/:companyId/end',
    {
      config: { access: 'admin', denied: 'billing.platformAdminsOnly' },
      schema: {
        operationId: 'endPlan',
        summary: "End a company's granted plan",
        tags: ['billing-admin'],
        params: CompanyParams,
        body: AdminEndPlanSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await endPlan(await admin(request), request.params.companyId, request.body);
      return { message: translate(request.locale, 'billing.planEnded') };
    },
  );

  app.get(
    '/admin/plans',
    {
      config: { access: 'admin', denied: 'billing.platformAdminsOnly' },
      schema: {
        operationId: 'listAdminPlans',
        summary: 'The plans with their prices, for admins',
        tags: ['billing-admin'],
        response: { 200: AdminPlansResponseSchema, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder));
      return { items: rows.map((row) => toAdminPlan(row, clock.now())) };
    },
  );

  app.put(
    '/admin/plans/:id',
    {
      config: { access: 'admin', denied: 'billing.platformAdminsOnly' },
      schema: {
        operationId: 'updatePlan',
        summary: "Change a plan's price",
        tags: ['billing-admin'],
        params: PlanParams,
        body: AdminUpdatePlanSchema,
        response: { 200: z.object({ plan: AdminPlanSchema, message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const deps = await admin(request);
      const row = await updatePlan(deps, request.params.id, request.body);
      const plan = toAdminPlan(row, deps.now());
      const message =
        plan.pendingPriceFrom && request.body.priceCents !== undefined
          ? translate(request.locale, 'billing.priceChangeNoticed', {
              date: formatDate(new Date(plan.pendingPriceFrom), request.locale),
            })
          : translate(request.locale, 'billing.planSaved');
      return { plan, message };
    },
  );

  app.get(
    '/admin/revenue',
    {
      config: { access: 'admin', denied: 'billing.platformAdminsOnly' },
      schema: {
        operationId: 'getRevenuePerMonth',
        summary: 'Revenue per month',
        tags: ['billing-admin'],
        response: { 200: AdminRevenueResponseSchema, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      return { months: await revenuePerMonth(db), currency: 'EUR' };
    },
  );
};
