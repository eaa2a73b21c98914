import {
  CheckoutStatusResponseSchema,
  LocalCheckoutSchema,
  LocalPortalSchema,
  MessageResponseSchema,
} from '@azubi/shared/billing/billing';
import { translate } from '@azubi/shared/i18n/messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import { companies, payments, plans } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { lockBillingAccount } from './billing-account';
import type { BillingDeps } from './billing-deps';
import { localEvents } from './local-events';
import { toPlan } from './plan-names';
import { paidTimeFrom, processBillingEvent } from './process-billing-event';
import { vatOf } from './vat';
import { errorResponses } from '../../http/error-responses';
import { membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const CheckoutParams = z.object({ checkoutId: z.uuid() });

/**
 * The local payment provider's own pages (development and tests only): the confirm page's checkout,
 * its "Pay" and "Cancel", and the portal of its monthly plan. Who may call: the company's team admin.
 * Registered only while the local provider runs (app.ts), so in production, with Stripe or with
 * billing switched off these routes do not exist (404). Mounted under /api.
 */
export const localPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = (request: FastifyRequest, companyId: string): BillingDeps => ({
    db,
    config: app.config,
    mailer: app.mailer,
    log: request.log,
    provider: app.payments,
    now: () => clock.now(companyId),
  });

  // The local provider: our own confirm page and portal (only for checkouts it made).
  const localCheckout = async (database: Database, companyId: string, checkoutId: string) => {
    const [row] = await database
      .select({ payment: payments, plan: plans, company: companies })
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .where(and(eq(payments.id, checkoutId), eq(payments.companyId, companyId), eq(payments.provider, 'local')));
    if (!row || !row.payment.idempotencyKey) throw AppError.notFound('billing.checkoutNotFound');
    return row;
  };

  app.get(
    '/payments/local/:checkoutId',
    {
      config: { access: 'team-admin', denied: 'billing.employersOnly', deniedMember: 'billing.adminsOnly' },
      schema: {
        operationId: 'getLocalCheckout',
        summary: "The local payment provider's checkout page data",
        tags: ['billing'],
        params: CheckoutParams,
        response: { 200: LocalCheckoutSchema, ...errors },
      },
    },
    async (request) => {
      const membership = membershipOf(request);
      const { payment, plan, company } = await localCheckout(db, membership.companyId, request.params.checkoutId);
      return {
        checkoutId: payment.id,
        status: payment.checkoutStatus as 'open' | 'paid' | 'canceled' | 'failed',
        companyName: company.name,
        plan: { ...toPlan(plan, request.locale), priceCents: payment.amountCents },
        months: plan.durationMonths,
        vat: vatOf(app.config),
      };
    },
  );

  for (const action of ['pay', 'cancel'] as const) {
    app.post(
      `/payments/local/:checkoutId/${action}`,
      {
        config: { access: 'team-admin', denied: 'billing.employersOnly', deniedMember: 'billing.adminsOnly' },
        schema: {
          operationId: action === 'pay' ? 'payLocalCheckout' : 'cancelLocalCheckout',
          summary: `${action === 'pay' ? 'Pay' : 'Cancel'} a checkout with the local payment provider`,
          tags: ['billing'],
          params: CheckoutParams,
          response: { 200: CheckoutStatusResponseSchema, ...errors },
        },
      },
      async (request) => {
        const membership = membershipOf(request);
        const { payment, plan } = await localCheckout(db, membership.companyId, request.params.checkoutId);
        if (payment.checkoutStatus !== 'open') throw new AppError(409, 'CONFLICT', 'billing.checkoutClosed');
        const account = await lockBillingAccount(db, membership.companyId);
        await processBillingEvent(
          deps(request, membership.companyId),
          action === 'pay'
            ? localEvents.paid(
                payment,
                plan.kind,
                account,
                await paidTimeFrom(db, membership.companyId, clock.now(membership.companyId)),
              )
            : localEvents.cancelled(payment),
        );
        const status = action === 'pay' ? ('paid' as const) : ('canceled' as const);
        return {
          status,
          message: translate(request.locale, action === 'pay' ? 'billing.paymentReceived' : 'billing.paymentCancelled'),
        };
      },
    );
  }

  app.put(
    '/payments/local/portal',
    {
      config: { access: 'team-admin', denied: 'billing.employersOnly', deniedMember: 'billing.adminsOnly' },
      schema: {
        operationId: 'changeLocalSubscriptionRenewal',
        summary: 'Cancel at period end, or undo it, with the local payment provider',
        tags: ['billing'],
        body: LocalPortalSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const membership = membershipOf(request);
      const account = await lockBillingAccount(db, membership.companyId);
      if (
        account.provider !== 'local' ||
        !account.providerSubscriptionId ||
        (!account.renews && !account.cancelAtPeriodEnd)
      )
        throw new AppError(409, 'CONFLICT', 'billing.portalUnavailable');
      await processBillingEvent(
        deps(request, membership.companyId),
        localEvents.portal(account, request.body.cancelAtPeriodEnd, clock.now(membership.companyId)),
      );
      return {
        message: translate(
          request.locale,
          request.body.cancelAtPeriodEnd ? 'billing.cancelScheduled' : 'billing.cancelUndone',
        ),
      };
    },
  );
};
