import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { billingEvents, paidPeriods, payments, subscriptions } from '../../db/schema';
import { startStripeStub, type StripeStub } from '../../testing/stripe-stub';
import { signIn } from '../../testing/sign-in';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type Stripe from 'stripe';

let t: TestApp;
let stub: StripeStub;
let n = 0;
let plans: Awaited<ReturnType<typeof f.ensureDefaultPlans>>;
const plan = (code: string) => plans.find((p) => p.code === code)!;

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({ env: stub.env });
  plans = await f.ensureDefaultPlans(t.db);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

async function company() {
  n += 1;
  const { user, company } = await f.createEmployer(t.db, {
    user: { email: `stripe${n}-${Date.now().toString(36)}@stripe-test-${n}.de` },
    company: { verificationStatus: 'verified' },
  });
  const agent = await signIn(t, user);
  return { agent, company };
}

/** Posts an event as Stripe does: raw JSON, signed, no session, no CSRF token. */
const deliver = (event: Stripe.Event, secret?: string) => {
  const { payload, headers } = stub.signed(event, secret);
  return t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers });
};
const stateOf = async (agent: TestAgent) => (await agent.get('/api/subscription')).json().state;
const sessionOf = (checkoutId: string) =>
  [...stub.sessions.values()].find((s) => (s.metadata as { paymentId: string }).paymentId === checkoutId)!;

async function checkout(agent: TestAgent, code: string) {
  const res = await agent.post('/api/subscription/checkout', {
    planId: plan(code).id,
    idempotencyKey: crypto.randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { checkoutId, url } = res.json();
  return { checkoutId: checkoutId as string, url: url as string, session: sessionOf(checkoutId) };
}

describe('Stripe checkout through the real SDK against the local stub', () => {
  it('a package is mode=payment, the monthly plan mode=subscription, one Stripe customer per company', async () => {
    const c = await company();
    const pkg = await checkout(c.agent, 'package-6');
    expect(pkg.url).toBe(`https://checkout.stripe.test/c/pay/${pkg.session.id}`);
    expect(pkg.session).toMatchObject({ mode: 'payment', amount_total: 52900 });
    const monthly = await checkout(c.agent, 'monthly');
    expect(monthly.session).toMatchObject({ mode: 'subscription', amount_total: 9900 });
    expect(monthly.session.customer).toBe(pkg.session.customer);
    const created = stub.requests.filter(
      (r) => r.path === '/v1/customers' && r.body['metadata[companyId]'] === c.company.id,
    );
    expect(created).toHaveLength(1);
    const form = stub.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.body['metadata[paymentId]'] === monthly.checkoutId,
    )!;
    expect(form.body['line_items[0][price_data][recurring][interval]']).toBe('month');
  });

  it('a signed webhook activates a package once; a replay and a forged event change nothing', async () => {
    const c = await company();
    const { checkoutId, session } = await checkout(c.agent, 'package-3');
    const [completed] = stub.pay(session.id as string);
    expect((await deliver(completed!)).statusCode).toBe(200);
    expect((await stateOf(c.agent)).plan).toBe('paid');
    expect((await deliver(completed!)).statusCode).toBe(200);
    expect(await t.db.select().from(paidPeriods).where(eq(paidPeriods.companyId, c.company.id))).toHaveLength(1);
    const forged = await deliver({ ...completed!, id: 'evt_forged' } as Stripe.Event, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('Payment verification failed');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: JSON.stringify(completed),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.eventId, 'evt_forged'))).toHaveLength(0);
    expect((await c.agent.get(`/api/subscription/checkout/${checkoutId}`)).json().status).toBe('paid');
  });

  it('the return page confirms the session itself before the webhook; the late webhook changes nothing', async () => {
    const c = await company();
    const { checkoutId, session } = await checkout(c.agent, 'package-12');
    expect((await c.agent.get(`/api/subscription/checkout/${checkoutId}`)).json().status).toBe('open');
    const [completed] = stub.pay(session.id as string);
    expect((await c.agent.get(`/api/subscription/checkout/${checkoutId}`)).json()).toEqual({
      status: 'paid',
      message: null,
    });
    await deliver(completed!);
    expect(await t.db.select().from(payments).where(eq(payments.companyId, c.company.id))).toHaveLength(1);
    expect(await t.db.select().from(paidPeriods).where(eq(paidPeriods.companyId, c.company.id))).toHaveLength(1);
  });

  it('a monthly plan: invoice.paid before checkout.session.completed counts once; renewal, failed renewal with grace, cancel and delete', async () => {
    const c = await company();
    const { checkoutId, session } = await checkout(c.agent, 'monthly');
    const [completed, invoicePaid] = stub.pay(session.id as string);
    expect((await deliver(invoicePaid!)).statusCode).toBe(200);
    expect((await deliver(completed!)).statusCode).toBe(200);
    expect((await c.agent.get(`/api/subscription/checkout/${checkoutId}`)).json().status).toBe('paid');
    expect(await t.db.select().from(payments).where(eq(payments.companyId, c.company.id))).toHaveLength(1);
    let state = await stateOf(c.agent);
    // Bought in the trial: Stripe's subscription runs in its trial until ours ends (trial_end), the
    // first invoice is 0 and pays nothing; the trial keeps its days and nothing is invoiced yet.
    const trialEnd = Math.floor(Date.parse(state.trialEndsAt) / 1000);
    const created = stub.requests.findLast((r) => r.path === '/v1/checkout/sessions' && r.body.mode === 'subscription');
    expect(created!.body['subscription_data[trial_end]']).toBe(String(trialEnd));
    expect(state).toMatchObject({ plan: 'paid', status: 'paid_monthly', renews: true, trialDaysLeft: 10 });
    expect(state.paidFrom).toBe(state.trialEndsAt);
    expect(await t.db.select().from(paidPeriods).where(eq(paidPeriods.companyId, c.company.id))).toHaveLength(0);
    expect((await c.agent.get('/api/subscription')).json().invoices).toHaveLength(0);
    const [account] = await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.company.id));
    const subscriptionId = account!.providerSubscriptionId!;
    // Stripe charges the first month when the trial ends: the invoice's period starts there.
    const periodEnd = new Date(trialEnd * 1000);
    const next = new Date(new Date(periodEnd).setUTCMonth(periodEnd.getUTCMonth() + 1));
    await deliver(stub.renewal(subscriptionId, 'paid', periodEnd, next));
    state = await stateOf(c.agent);
    expect(state.paidUntil).toBe(next.toISOString());
    const invoices = (await c.agent.get('/api/subscription')).json().invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0].periodStart).toBe(periodEnd.toISOString());
    // A failed renewal gives 3 days of grace after the paid time.
    const failed = stub.renewal(subscriptionId, 'failed', next, new Date(next.getTime() + 30 * 86_400_000));
    await deliver(failed);
    await deliver(failed);
    const [graced] = await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.company.id));
    expect(graced!.graceUntil?.getTime()).toBe(next.getTime() + 3 * 86_400_000);
    // Cancel at period end, then an older update arriving late is ignored.
    const now = Math.floor(Date.now() / 1000);
    await deliver(stub.subscriptionUpdated(subscriptionId, { cancel_at_period_end: true }, now));
    await deliver(stub.subscriptionUpdated(subscriptionId, { cancel_at_period_end: false }, now - 60));
    state = await stateOf(c.agent);
    expect(state).toMatchObject({ plan: 'paid', renews: false, cancelAtPeriodEnd: true });
    await deliver(stub.subscriptionDeleted(subscriptionId, now + 1));
    const [deleted] = await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.company.id));
    expect(deleted).toMatchObject({ renews: false, status: 'canceled', graceUntil: null });
    // Paid months stay paid until their end.
    expect((await stateOf(c.agent)).plan).toBe('paid');
  });

  it('a package bought beside the monthly plan moves its next billing to the end of the package (trial_end at Stripe)', async () => {
    const c = await company();
    const monthly = await checkout(c.agent, 'monthly');
    for (const event of stub.pay(monthly.session.id as string)) await deliver(event);
    const pkg = await checkout(c.agent, 'package-3');
    for (const event of stub.pay(pkg.session.id as string)) await deliver(event);
    const state = await stateOf(c.agent);
    expect(state).toMatchObject({ status: 'paid_monthly', renews: true });
    const [account] = await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.company.id));
    const update = stub.requests.find(
      (r) =>
        r.method === 'POST' && r.path === `/v1/subscriptions/${account!.providerSubscriptionId}` && r.body.trial_end,
    );
    expect(update!.body).toMatchObject({
      trial_end: String(Math.floor(Date.parse(state.paidUntil) / 1000)),
      proration_behavior: 'none',
    });
    expect(state.timeline.at(-1)).toMatchObject({ kind: 'renewal', startsAt: state.paidUntil });
  });

  it('opens the Customer Portal for a running monthly plan', async () => {
    const c = await company();
    const { session } = await checkout(c.agent, 'monthly');
    for (const event of stub.pay(session.id as string)) await deliver(event);
    const res = await c.agent.post('/api/subscription/portal');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });

  it('an expired session is "Payment cancelled."', async () => {
    const c = await company();
    const { checkoutId, session } = await checkout(c.agent, 'package-3');
    await deliver(stub.expire(session.id as string));
    expect((await c.agent.get(`/api/subscription/checkout/${checkoutId}`)).json()).toEqual({
      status: 'canceled',
      message: 'Payment cancelled.',
    });
  });
});
