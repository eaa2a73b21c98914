import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import * as f from '../../db/factories';
import { paidPeriods, payments, subscriptions } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runBillingSweep } from './billing-sweep';
import { createPaymentProvider } from './create-payment-provider';

/**
 * How billing runs in each mode (ADR 0026, issue 27 defect 1): in production only Stripe sells;
 * without Stripe's keys production refuses to start (config.test.ts, main.test.ts) unless billing
 * is switched off, and then plans are listed while checkout answers 503; the local provider, its
 * pages and its renewals exist only outside production.
 */
const DAY = 24 * 60 * 60 * 1000;
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: '3f9c1a7e5b2d8046c1e9a3f7b5d20486e1c9a7f3',
  PUBLIC_URL: 'https://azubi.test',
  TRUST_PROXY: 'false',
  SMTP_URL: 'smtp://127.0.0.1:9',
};
const LOCAL_ROUTES = [
  ['GET', '/api/payments/local/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/payments/local/00000000-0000-4000-8000-000000000000/pay'],
  ['POST', '/api/payments/local/00000000-0000-4000-8000-000000000000/cancel'],
  ['PUT', '/api/payments/local/portal'],
] as const;

let local: TestApp;
let off: TestApp;
let stripe: TestApp;
beforeAll(async () => {
  local = await createTestApp();
  off = await createTestApp({ env: { ...PRODUCTION, BILLING_ENABLED: 'false' } });
  stripe = await createTestApp({
    env: { ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', TEST_CLOCK: 'false' },
  });
});
afterAll(async () => {
  await Promise.all([local.close(), off.close(), stripe.close()]);
});

async function teamAdmin(t: TestApp, lang?: 'en' | 'de') {
  const { user } = await f.createEmployer(t.db, {
    user: { email: `modes-${crypto.randomUUID()}@modes-test.de` },
    company: { verificationStatus: 'verified' },
  });
  return signIn(t, user, { lang });
}

describe('production with billing switched off (BILLING_ENABLED=false)', () => {
  it('lists the plans, and checkout answers 503 "Payments are not set up yet." (en, de) writing nothing', async () => {
    const plans = await f.ensureDefaultPlans(off.db);
    const listed = await off.app.inject({ method: 'GET', url: '/api/plans' });
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .items.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(plans.map((p) => p.code).sort());

    for (const [lang, message] of [
      ['en', 'Payments are not set up yet.'],
      ['de', 'Zahlungen sind noch nicht eingerichtet.'],
    ] as const) {
      const agent = await teamAdmin(off, lang);
      const res = await agent.post('/api/subscription/checkout', {
        planId: plans[0]!.id,
        idempotencyKey: crypto.randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ error: { code: 'PAYMENTS_NOT_CONFIGURED', message } });
      expect((await agent.get('/api/subscription')).json().provider).toBe('off');
    }
    expect(await off.db.select().from(payments)).toEqual([]);
  });

  it('has no local payment routes and no test clock (404)', async () => {
    for (const [method, url] of LOCAL_ROUTES) {
      expect((await off.app.inject({ method, url })).statusCode, url).toBe(404);
    }
    expect(
      (await off.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { offsetDays: 1 } })).statusCode,
    ).toBe(404);
  });
});

describe('production with Stripe', () => {
  it('uses Stripe; the local payment routes, the outbox and the test clock do not exist (404)', async () => {
    expect(stripe.app.payments.name).toBe('stripe');
    for (const [method, url] of LOCAL_ROUTES) {
      expect((await stripe.app.inject({ method, url })).statusCode, url).toBe(404);
    }
    expect((await stripe.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
  });

  it('never builds the local provider in production, whatever the configuration object says', () => {
    const config = { ...parseConfig({ ...PRODUCTION, BILLING_ENABLED: 'false' }), payments: 'local' as const };
    expect(() => createPaymentProvider(config)).toThrow('the local payment provider does not run in production');
  });
});

describe('development and tests: the local provider', () => {
  it('registers the local confirm routes (a team admin reaches them)', async () => {
    const agent = await teamAdmin(local);
    const res = await agent.get('/api/payments/local/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Payment not found');
    expect(local.app.payments.name).toBe('local');
  });

  it('a local monthly plan renews only while the local provider runs, never with billing off', async () => {
    const plans = await f.ensureDefaultPlans(local.db);
    const agent = await teamAdmin(local);
    const monthly = plans.find((p) => p.code === 'monthly')!;
    const checkout = await agent.post('/api/subscription/checkout', {
      planId: monthly.id,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const paid = await agent.post(`/api/payments/local/${checkout.json().checkoutId}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await local.db.select().from(payments).where(eq(payments.id, checkout.json().checkoutId));
    const [account] = await local.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, payment!.companyId));
    const after = new Date(account!.currentPeriodEnd!.getTime() + DAY);
    const periods = () => local.db.select().from(paidPeriods).where(eq(paidPeriods.companyId, payment!.companyId));
    const before = (await periods()).length;

    const offProvider = createPaymentProvider(parseConfig({ BILLING_ENABLED: 'false' }));
    const sweepOff = await runBillingSweep({
      db: local.db,
      config: local.config,
      mailer: local.app.mailer,
      log: local.app.log,
      provider: offProvider,
      now: () => after,
    });
    expect(sweepOff.renewals).toBe(0);
    expect((await periods()).length).toBe(before);

    const sweepLocal = await runBillingSweep({
      db: local.db,
      config: local.config,
      mailer: local.app.mailer,
      log: local.app.log,
      provider: local.app.payments,
      now: () => after,
    });
    expect(sweepLocal.renewals).toBe(1);
    expect((await periods()).length).toBe(before + 1);
  });
});
