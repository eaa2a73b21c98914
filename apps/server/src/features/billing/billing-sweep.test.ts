import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { mailOutbox, notifications, paidPeriods, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runBillingSweep } from './billing-sweep';
import type { BillingDeps } from './billing-deps';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const depsAt = (now: Date): BillingDeps => ({
  db: t.db,
  config: t.config,
  mailer: t.app.mailer,
  log: t.app.log,
  provider: t.app.payments,
  now: () => now,
});
const mailTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('the billing sweep', () => {
  it('tells the team admin 3 days and 1 day before the trial ends, once each, in their language', async () => {
    const start = new Date();
    const { user: en } = await f.createEmployer(t.db, {
      user: { email: `sweep-en-${Date.now()}@sweep-en.de`, locale: 'en' },
    });
    const { user: de } = await f.createEmployer(t.db, {
      user: { email: `sweep-de-${Date.now()}@sweep-de.de`, locale: 'de' },
    });
    await runBillingSweep(depsAt(new Date(start.getTime() + 5 * DAY)));
    expect(await mailTo(en.email)).toHaveLength(0);
    await runBillingSweep(depsAt(new Date(start.getTime() + 7.5 * DAY)));
    await runBillingSweep(depsAt(new Date(start.getTime() + 7.6 * DAY)));
    expect((await mailTo(en.email)).map((m) => m.subject)).toEqual(['Your trial ends in 3 days']);
    expect((await mailTo(de.email)).map((m) => m.subject)).toEqual(['Eure Testphase endet in 3 Tagen']);
    await runBillingSweep(depsAt(new Date(start.getTime() + 9.5 * DAY)));
    await runBillingSweep(depsAt(new Date(start.getTime() + 9.6 * DAY)));
    expect((await mailTo(en.email)).map((m) => m.subject)).toEqual([
      'Your trial ends in 3 days',
      'Your trial ends tomorrow',
    ]);
    expect((await mailTo(de.email)).map((m) => m.subject)).toContain('Eure Testphase endet morgen');
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, en.id), eq(notifications.type, 'trial_ending')));
    expect(inApp).toHaveLength(2);
  });

  it('warns once 3 days before a package ends (en, de)', async () => {
    const now = new Date();
    const { user, company } = await f.createEmployer(t.db, {
      user: { email: `pkg-${Date.now()}@sweep-pkg.de`, locale: 'de' },
    });
    await t.db.insert(paidPeriods).values({
      companyId: company.id,
      source: 'grant',
      startsAt: new Date(now.getTime() - 80 * DAY),
      endsAt: new Date(now.getTime() + 2 * DAY),
    });
    await runBillingSweep(depsAt(now));
    await runBillingSweep(depsAt(now));
    expect((await mailTo(user.email)).map((m) => m.subject)).toEqual(['Euer Tarif läuft bald ab']);
  });

  it('renews the local monthly plan at the end of its month through the same handler', async () => {
    const { user, company } = await f.createEmployer(t.db, { user: { email: `renew-${Date.now()}@sweep-renew.de` } });
    const plans = await f.ensureDefaultPlans(t.db);
    const monthly = plans.find((p) => p.code === 'monthly')!;
    const { TestAgent } = await import('../../testing/test-agent');
    const agent = new TestAgent(t.app);
    await agent.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    const { checkoutId } = (
      await agent.post('/api/subscription/checkout', { planId: monthly.id, idempotencyKey: crypto.randomUUID() })
    ).json();
    await agent.post(`/api/payments/local/${checkoutId}/pay`);
    const before = (await agent.get('/api/subscription')).json().state.paidUntil;
    const result = await runBillingSweep(depsAt(new Date(Date.parse(before) + 60_000)));
    expect(result.renewals).toBe(1);
    expect(await t.db.select().from(payments).where(eq(payments.companyId, company.id))).toHaveLength(2);
    await runBillingSweep(depsAt(new Date(Date.parse(before) + 120_000)));
    expect(await t.db.select().from(payments).where(eq(payments.companyId, company.id))).toHaveLength(2);
  });
});
