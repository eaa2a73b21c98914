import Stripe from 'stripe';
import type { BillingEvent, PaymentProvider } from './payment-provider';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local stub (testing/stripe-stub.ts). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

/** The return page's confirmation does not match what we asked Stripe for: "Payment verification failed". */
export class PaymentVerificationError extends Error {}

const at = (seconds: number) => new Date(seconds * 1000);
/** Stripe Checkout refuses a `subscription_data.trial_end` less than 48 hours ahead. */
const STRIPE_MIN_TRIAL_MS = 48 * 60 * 60 * 1000;
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export type StripeProvider = PaymentProvider & {
  /** A webhook's event, its signature checked on the raw body; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent | null>;
  readonly client: Stripe;
};

/**
 * Stripe through its SDK (docs/decisions/README.md "Payments"): Checkout in `mode=subscription` for the monthly
 * plan and `mode=payment` for packages with our own prices (`price_data`, so the admin's plans are
 * what is charged), one customer per company, the Customer Portal, signed webhooks.
 */
export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });

  /** The first invoice of a subscription checkout, as the event that pays the checkout. */
  async function paidSessionEvent(
    session: Stripe.Checkout.Session,
    id: string,
    type: string,
  ): Promise<BillingEvent | null> {
    const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
    if (!paymentId) throw new PaymentVerificationError('checkout without our payment id');
    if (session.status === 'expired')
      return {
        provider: 'stripe',
        id,
        type,
        payload: session,
        kind: 'checkout.closed',
        providerCheckoutId: session.id,
        status: 'canceled',
      };
    if (
      session.status !== 'complete' ||
      (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
    )
      return null;
    let period: { start: Date; end: Date } | null = null;
    let paymentRef = idOf(session.payment_intent) ?? session.id;
    if (session.mode === 'subscription') {
      const invoiceId = idOf(session.invoice);
      if (!invoiceId) throw new PaymentVerificationError('subscription checkout without an invoice');
      const invoice = await stripe.invoices.retrieve(invoiceId);
      const line = invoice.lines.data[0];
      if (line) period = { start: at(line.period.start), end: at(line.period.end) };
      paymentRef = invoiceId;
    }
    return {
      provider: 'stripe',
      id,
      type,
      payload: session,
      kind: 'checkout.paid',
      providerCheckoutId: session.id,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      paymentRef,
      amountCents: session.amount_total ?? 0,
      period,
    };
  }

  async function toBillingEvent(event: Stripe.Event): Promise<BillingEvent | null> {
    const base = { provider: 'stripe' as const, id: event.id, type: event.type, payload: event };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return paidSessionEvent(event.data.object, event.id, event.type);
      case 'checkout.session.expired':
        return { ...base, kind: 'checkout.closed', providerCheckoutId: event.data.object.id, status: 'canceled' };
      case 'checkout.session.async_payment_failed':
        return { ...base, kind: 'checkout.closed', providerCheckoutId: event.data.object.id, status: 'failed' };
      case 'invoice.paid': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const subscriptionId = idOf(details?.subscription);
        const customerId = idOf(invoice.customer);
        const line = invoice.lines.data[0];
        if (!subscriptionId || !customerId || !line || !invoice.id) return null;
        return {
          ...base,
          kind: 'invoice.paid',
          customerId,
          subscriptionId,
          invoiceId: invoice.id,
          amountCents: invoice.amount_paid,
          period: { start: at(line.period.start), end: at(line.period.end) },
          checkoutPaymentId:
            invoice.billing_reason === 'subscription_create' ? (details?.metadata?.paymentId ?? null) : null,
        };
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        const customerId = idOf(invoice.customer);
        if (!subscriptionId || !customerId || !invoice.id) return null;
        return { ...base, kind: 'invoice.failed', customerId, subscriptionId, invoiceId: invoice.id };
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object;
        const customerId = idOf(subscription.customer);
        if (!customerId) return null;
        return {
          ...base,
          kind: 'subscription.updated',
          customerId,
          subscriptionId: subscription.id,
          status: subscription.status,
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          at: at(event.created),
        };
      }
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const customerId = idOf(subscription.customer);
        if (!customerId) return null;
        return {
          ...base,
          kind: 'subscription.deleted',
          customerId,
          subscriptionId: subscription.id,
          at: at(event.created),
        };
      }
      default:
        return null;
    }
  }

  return {
    name: 'stripe',
    client: stripe,
    async createCustomer(company) {
      const customer = await stripe.customers.create(
        { name: company.name, email: company.email, metadata: { companyId: company.id } },
        { idempotencyKey: `customer-${company.id}` },
      );
      return customer.id;
    },
    async createCheckout(input) {
      const metadata = { paymentId: input.paymentId, companyId: input.company.id };
      const priceData = {
        currency: input.plan.currency.toLowerCase(),
        unit_amount: input.plan.priceCents,
        product_data: { name: input.plan.name, metadata: { planId: input.plan.id } },
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: input.plan.kind === 'subscription' ? 'subscription' : 'payment',
          ...(input.customerId ? { customer: input.customerId } : {}),
          client_reference_id: input.paymentId,
          metadata,
          line_items: [
            {
              quantity: 1,
              price_data:
                input.plan.kind === 'subscription' ? { ...priceData, recurring: { interval: 'month' } } : priceData,
            },
          ],
          ...(input.plan.kind === 'subscription'
            ? {
                subscription_data: {
                  metadata,
                  // Bought during the trial (or beside packages): Stripe's trial runs until then and
                  // the first month is billed when it ends. Checkout takes a trial end 2 days ahead at least.
                  ...(input.startsAt && input.startsAt.getTime() - Date.now() >= STRIPE_MIN_TRIAL_MS
                    ? { trial_end: Math.floor(input.startsAt.getTime() / 1000) }
                    : {}),
                },
              }
            : { payment_intent_data: { metadata }, invoice_creation: { enabled: false } }),
          locale: input.locale,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `checkout-${input.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { providerCheckoutId: session.id, url: session.url };
    },
    async confirmCheckout(providerCheckoutId) {
      const session = await stripe.checkout.sessions.retrieve(providerCheckoutId);
      return paidSessionEvent(session, `confirm_${session.id}`, 'checkout.session.confirmed');
    },
    async createPortal(input) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
      });
      return portal.url;
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    async deferSubscription(subscriptionId, until) {
      await stripe.subscriptions.update(subscriptionId, {
        trial_end: Math.floor(until.getTime() / 1000),
        proration_behavior: 'none',
      });
    },
    async changeSubscriptionPrice(subscriptionId, priceCents, currency) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) return;
      const price = await stripe.prices.create({
        currency: currency.toLowerCase(),
        unit_amount: priceCents,
        recurring: { interval: 'month' },
        product: idOf(item.price.product)!,
      });
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: 'none',
      });
    },
    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (err) {
        throw new PaymentVerificationError(err instanceof Error ? err.message : 'bad signature');
      }
      return toBillingEvent(event);
    },
  };
}
