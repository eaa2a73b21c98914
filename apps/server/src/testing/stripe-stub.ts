import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server speaking the few Stripe API endpoints billing uses, for the real `stripe`
 * SDK pointed at it (host/port/protocol): customers, Checkout sessions, invoices, the billing
 * portal, subscriptions and prices. Tests complete a session as Stripe would (`pay`) and get the
 * webhook events Stripe would send, signed with the webhook secret (`signed`), to post themselves
 * in any order, twice, or forged.
 */
export type StripeStub = {
  url: string;
  env: Record<string, string>;
  webhookSecret: string;
  /** Every request the SDK sent: method, path and form fields. */
  requests: { method: string; path: string; body: Record<string, string> }[];
  sessions: Map<string, Record<string, unknown>>;
  customers: Map<string, Record<string, unknown>>;
  /** Marks a session paid (and for a subscription creates the subscription and its first invoice); returns its events. */
  pay(sessionId: string, at?: Date): Stripe.Event[];
  expire(sessionId: string): Stripe.Event;
  /** A renewal invoice of a subscription: paid or failed. */
  renewal(subscriptionId: string, outcome: 'paid' | 'failed', periodStart: Date, periodEnd: Date): Stripe.Event;
  subscriptionUpdated(
    subscriptionId: string,
    changes: { cancel_at_period_end?: boolean; status?: string },
    created?: number,
  ): Stripe.Event;
  subscriptionDeleted(subscriptionId: string, created?: number): Stripe.Event;
  /** An event as Stripe posts it: its JSON body and a valid (or, with another secret, forged) signature. */
  signed(event: Stripe.Event, secret?: string): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
};

const SECRET_KEY = 'sk_test_stub';
const WEBHOOK_SECRET = 'whsec_stubsecret';

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects is not needed: tests read the flat fields. */
async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

export async function startStripeStub(): Promise<StripeStub> {
  const requests: StripeStub['requests'] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const invoices = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  let n = 0;
  const nextId = (prefix: string) => `${prefix}_stub${++n}${Math.random().toString(36).slice(2, 8)}`;
  const now = () => Math.floor(Date.now() / 1000);
  let eventCount = 0;
  const event = (type: string, object: Record<string, unknown>, created = now()): Stripe.Event =>
    ({
      id: `evt_stub${++eventCount}_${Math.random().toString(36).slice(2, 8)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    }) as unknown as Stripe.Event;

  const invoiceOf = (
    subscription: Record<string, unknown>,
    amount: number,
    reason: string,
    start: number,
    end: number,
    paid: boolean,
  ) => {
    const invoice = {
      id: nextId('in'),
      object: 'invoice',
      customer: subscription.customer,
      amount_paid: paid ? amount : 0,
      amount_due: amount,
      billing_reason: reason,
      status: paid ? 'paid' : 'open',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: { object: 'list', data: [{ id: nextId('il'), period: { start, end } }], has_more: false },
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const body = request.method === 'POST' ? await formOf(request) : {};
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      response.end(JSON.stringify(payload));
    };
    const notFound = () => send(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
    const path = url.pathname;
    let match: RegExpMatchArray | null;
    if (request.method === 'POST' && path === '/v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer', name: body.name, email: body.email };
      customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      const metadata = { paymentId: body['metadata[paymentId]'], companyId: body['metadata[companyId]'] };
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id,
        metadata,
        amount_total: Number(body['line_items[0][price_data][unit_amount]']),
        currency: body['line_items[0][price_data][currency]'],
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        subscription: null,
        invoice: null,
        success_url: body.success_url,
        trial_end: body['subscription_data[trial_end]'] ? Number(body['subscription_data[trial_end]']) : null,
        cancel_url: body.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    if ((match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)) && request.method === 'GET') {
      const session = sessions.get(match[1]!);
      return session ? send(200, session) : notFound();
    }
    if ((match = path.match(/^\/v1\/invoices\/([^/]+)$/)) && request.method === 'GET') {
      const invoice = invoices.get(match[1]!);
      return invoice ? send(200, invoice) : notFound();
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(200, {
        id: nextId('bps'),
        object: 'billing_portal.session',
        customer: body.customer,
        url: `https://billing.stripe.test/p/session/${nextId('ps')}`,
        return_url: body.return_url,
      });
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return notFound();
      if (request.method === 'DELETE') subscription.status = 'canceled';
      if (request.method === 'POST' && body.trial_end) {
        subscription.trial_end = Number(body.trial_end);
        subscription.status = 'trialing';
      }
      if (request.method === 'POST' && body['items[0][price]']) {
        const items = subscription.items as { data: { price: { id: string } }[] };
        items.data[0]!.price = { ...items.data[0]!.price, id: body['items[0][price]'] };
      }
      return send(200, subscription);
    }
    if (request.method === 'POST' && path === '/v1/prices') {
      return send(200, {
        id: nextId('price'),
        object: 'price',
        unit_amount: Number(body.unit_amount),
        currency: body.currency,
        product: body.product,
      });
    }
    notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const stripe = new Stripe(SECRET_KEY);

  const stub: StripeStub = {
    url,
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: url },
    webhookSecret: WEBHOOK_SECRET,
    requests,
    sessions,
    customers,
    pay(sessionId, at = new Date()) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      const events: Stripe.Event[] = [];
      if (session.mode === 'subscription') {
        // With `subscription_data.trial_end` Stripe bills nothing now: a 0 invoice for the trial's days.
        const trialEnd = session.trial_end as number | null;
        const start = Math.floor(at.getTime() / 1000);
        const end = trialEnd ?? Math.floor(new Date(at).setUTCMonth(at.getUTCMonth() + 1) / 1000);
        if (trialEnd) {
          session.amount_total = 0;
          session.payment_status = 'no_payment_required';
        }
        const subscription = {
          id: nextId('sub'),
          object: 'subscription',
          customer: session.customer,
          status: trialEnd ? 'trialing' : 'active',
          trial_end: trialEnd,
          cancel_at_period_end: false,
          metadata: session.metadata,
          items: {
            object: 'list',
            data: [
              {
                id: nextId('si'),
                current_period_start: start,
                current_period_end: end,
                price: { id: nextId('price'), product: nextId('prod') },
              },
            ],
          },
        };
        subscriptions.set(subscription.id, subscription);
        const invoice = invoiceOf(
          subscription,
          session.amount_total as number,
          'subscription_create',
          start,
          end,
          true,
        );
        session.subscription = subscription.id;
        session.invoice = invoice.id;
        events.push(event('checkout.session.completed', { ...session }), event('invoice.paid', invoice));
      } else {
        session.payment_intent = nextId('pi');
        events.push(event('checkout.session.completed', { ...session }));
      }
      return events;
    },
    expire(sessionId) {
      const session = sessions.get(sessionId)!;
      session.status = 'expired';
      return event('checkout.session.expired', { ...session });
    },
    renewal(subscriptionId, outcome, periodStart, periodEnd) {
      const subscription = subscriptions.get(subscriptionId)!;
      const start = Math.floor(periodStart.getTime() / 1000);
      const end = Math.floor(periodEnd.getTime() / 1000);
      const invoice = invoiceOf(subscription, 9900, 'subscription_cycle', start, end, outcome === 'paid');
      return event(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    },
    subscriptionUpdated(subscriptionId, changes, created) {
      const subscription = subscriptions.get(subscriptionId)!;
      Object.assign(subscription, changes);
      return event('customer.subscription.updated', { ...subscription }, created);
    },
    subscriptionDeleted(subscriptionId, created) {
      const subscription = subscriptions.get(subscriptionId)!;
      subscription.status = 'canceled';
      return event('customer.subscription.deleted', { ...subscription }, created);
    },
    signed(evt, secret = WEBHOOK_SECRET) {
      const payload = JSON.stringify(evt);
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, headers: { 'stripe-signature': header, 'content-type': 'application/json' } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stub;
}
