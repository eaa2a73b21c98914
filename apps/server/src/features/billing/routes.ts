import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  CheckoutStatusResponseSchema,
  PlansResponseSchema,
  PortalResponseSchema,
  SubscriptionResponseSchema,
} from '@azubi/shared/billing/billing';
import { translate } from '@azubi/shared/i18n/messages';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clock } from '../../clock';
import { invoices, plans } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { lockBillingAccount } from './billing-account';
import { requireBillingMember } from './billing-access';
import type { BillingDeps } from './billing-deps';
import { checkoutStatus } from './checkout-status';
import { isStripeProvider } from './create-payment-provider';
import { getSubscription } from './get-subscription';
import { renderInvoicePdf } from './invoice-document';
import { listPlans } from './list-plans';
import { processBillingEvent } from './process-billing-event';
import { startCheckout } from './start-checkout';
import { PaymentVerificationError } from './stripe-provider';
import { isAdmin, actorOf, membershipOf } from '../../http/access';
import { errorResponses } from '../../http/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 502, 503);
const CheckoutParams = z.object({ checkoutId: z.uuid() });
const InvoiceParams = z.object({ id: z.uuid() });

/**
 * Plans and payments (issue 15): the plans on sale, the company's subscription, checkouts through
 * the payment provider, Stripe's webhook and the invoices (the local provider's pages: local-payment-routes.ts).
 * Mounted under /api.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  /** `companyId`: the company whose time counts (the e2e test clock can move one company's). */
  const deps = (request: FastifyRequest, companyId?: string): BillingDeps => ({
    db,
    config: app.config,
    mailer: app.mailer,
    log: request.log,
    provider: app.payments,
    now: () => clock.now(companyId),
  });
  const member = (request: FastifyRequest) => ({ actor: actorOf(request), membership: membershipOf(request) });

  app.get(
    '/plans',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listPlans',
        summary: 'The plans a company can subscribe to',
        tags: ['billing'],
        response: { 200: PlansResponseSchema, ...errors },
      },
    },
    async (request) => listPlans(db, app.config, request.locale),
  );

  app.get(
    '/subscription',
    {
      config: { access: 'company', denied: 'billing.employersOnly' },
      schema: {
        operationId: 'getCompanySubscription',
        summary: "The company's subscription, trial and invoices",
        tags: ['billing'],
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { membership } = member(request);
      return getSubscription(db, app.config, {
        companyId: membership.companyId,
        canManage: membership.teamRole === 'admin',
        locale: request.locale,
        now: clock.now(membership.companyId),
        provider: app.payments.name,
      });
    },
  );

  app.post(
    '/subscription/checkout',
    {
      config: { access: 'team-admin', denied: 'billing.employersOnly', deniedMember: 'billing.adminsOnly' },
      schema: {
        operationId: 'startCheckout',
        summary: 'Start paying for a plan',
        tags: ['billing'],
        body: CheckoutRequestSchema,
        response: { 200: CheckoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { actor, membership } = member(request);
      return startCheckout(deps(request, membership.companyId), actor, membership, request.body);
    },
  );

  app.get(
    '/subscription/checkout/:checkoutId',
    {
      config: { access: 'company', denied: 'billing.employersOnly' },
      schema: {
        operationId: 'getCheckoutStatus',
        summary: 'Where a checkout stands',
        tags: ['billing'],
        params: CheckoutParams,
        response: { 200: CheckoutStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { membership } = member(request);
      const status = await checkoutStatus(deps(request, membership.companyId), {
        companyId: membership.companyId,
        checkoutId: request.params.checkoutId,
      });
      const message =
        status === 'canceled'
          ? translate(request.locale, 'billing.paymentCancelled')
          : status === 'failed'
            ? translate(request.locale, 'billing.verificationFailed')
            : null;
      return { status, message };
    },
  );

  app.post(
    '/subscription/portal',
    {
      config: { access: 'team-admin', denied: 'billing.employersOnly', deniedMember: 'billing.adminsOnly' },
      schema: {
        operationId: 'openBillingPortal',
        summary: "The address of the payment provider's customer portal",
        tags: ['billing'],
        response: { 200: PortalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { membership } = member(request);
      const account = await lockBillingAccount(db, membership.companyId);
      const [plan] = account.planId ? await db.select().from(plans).where(eq(plans.id, account.planId)) : [];
      if (
        plan?.kind !== 'subscription' ||
        !account.providerCustomerId ||
        !account.providerSubscriptionId ||
        account.provider !== app.payments.name
      )
        throw new AppError(409, 'CONFLICT', 'billing.portalUnavailable');
      try {
        const url = await app.payments.createPortal({
          customerId: account.providerCustomerId,
          returnUrl: `${app.config.publicUrl}/subscription`,
          localCheckoutUrl: '/payments/local/portal',
        });
        return { url };
      } catch (err) {
        request.log.error({ err }, 'billing: the portal could not be opened');
        throw new AppError(502, 'SERVICE_UNAVAILABLE', 'billing.checkoutFailed');
      }
    },
  );

  app.get(
    '/invoices/:id.pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getInvoicePdf',
        summary: 'One invoice as a PDF',
        tags: ['billing'],
        params: InvoiceParams,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, request.params.id));
      if (!isAdmin(actor.role)) {
        const membership = await requireBillingMember(db, actor);
        if (!invoice || invoice.companyId !== membership.companyId) throw AppError.notFound('billing.invoiceNotFound');
      }
      if (!invoice) throw AppError.notFound('billing.invoiceNotFound');
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .send(pdf);
    },
  );

  // Stripe's webhook: the raw body for the signature, no session, no CSRF token (Stripe has none).
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hooks.post(
      '/webhooks/stripe',
      {
        config: { access: 'public', csrf: false },
        schema: {
          operationId: 'receiveStripeWebhook',
          summary: "Stripe's events (signed; no session, no CSRF)",
          tags: ['billing'],
          response: { 200: z.object({ received: z.boolean() }), ...errors },
        },
      },
      async (request) => {
        const provider = app.payments;
        if (!isStripeProvider(provider)) throw AppError.notFound();
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event;
        try {
          event = await provider.parseWebhook(raw, request.headers['stripe-signature'] as string | undefined);
        } catch (err) {
          if (!(err instanceof PaymentVerificationError)) throw err;
          request.log.warn({ err }, 'billing: a Stripe webhook failed verification');
          throw AppError.badRequest('billing.verificationFailed');
        }
        if (event) await processBillingEvent(deps(request), event);
        return { received: true };
      },
    );
  });
};
