import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock';
import * as f from '../../db/factories';
import {
  analyticsEvents,
  billingEvents,
  companies,
  invoices,
  notifications,
  paidPeriods,
  payments,
  plans as plansTable,
  subscriptions,
  users,
} from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addMonths } from './add-months';
import { runBillingSweep } from './billing-sweep';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let n = 0;
let plans: Awaited<ReturnType<typeof f.ensureDefaultPlans>>;
const plan = (code: string) => plans.find((p) => p.code === code)!;
const key = () => crypto.randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  plans = await f.ensureDefaultPlans(t.db);
});
afterAll(async () => t.close());
afterEach(() => clock.setOffsetMs(0));

/** A verified company in its trial (started at creation), its admin and a member signed in. */
async function company(options: { createdAt?: Date; locale?: 'en' | 'de' } = {}) {
  n += 1;
  const { user: admin, company } = await f.createEmployer(t.db, {
    user: { email: `chefin${n}-${Date.now().toString(36)}@billing-test-${n}.de`, locale: options.locale ?? 'en' },
    company: {
      name: `Pflegeheim ${n} GmbH`,
      verificationStatus: 'verified',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    },
  });
  const member = await f.createUser(t.db, {
    role: 'team_member',
    email: `team${n}-${Date.now().toString(36)}@billing-test-${n}.de`,
  });
  await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
  return { admin, member, company, a: await signIn(t, admin.email), m: await signIn(t, member.email) };
}

const state = async (agent: TestAgent) => {
  const res = await agent.get('/api/subscription');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function buyLocal(agent: TestAgent, code: string) {
  const checkout = await agent.post('/api/subscription/checkout', { planId: plan(code).id, idempotencyKey: key() });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { checkoutId } = checkout.json();
  const paid = await agent.post(`/api/payments/local/${checkoutId}/pay`);
  expect(paid.statusCode, paid.body).toBe(200);
  return checkoutId as string;
}

describe('GET /api/plans (public)', () => {
  it('lists the monthly plan and the 3, 6 and 12 month packages in the request language, with the VAT note', async () => {
    const en = (await t.app.inject({ url: '/api/plans' })).json();
    expect(en.items.map((p: { code: string; priceCents: number }) => [p.code, p.priceCents])).toEqual([
      ['monthly', 9900],
      ['package-3', 27900],
      ['package-6', 52900],
      ['package-12', 99900],
    ]);
    expect(en.items[0]).toMatchObject({ kind: 'subscription', name: 'Monthly', durationMonths: 1 });
    expect(en.vat).toEqual({ mode: 'small_business', ratePercent: 0 });
    const de = (await t.app.inject({ url: '/api/plans', headers: { 'accept-language': 'de' } })).json();
    expect(de.items[1]).toMatchObject({ name: '3 Monate', kind: 'one_time' });
  });
});

describe('GET /api/subscription', () => {
  it('refuses candidates, moderators and admins with "Only employers can access subscriptions" (en, de)', async () => {
    const candidate = await f.createCandidate(t.db, { user: { email: `kandidat${Date.now()}@example.org` } });
    const en = await (await signIn(t, candidate.user.email)).get('/api/subscription');
    expect(en.statusCode).toBe(403);
    expect(en.json().error.message).toBe('Only employers can access subscriptions');
    const de = await (await signIn(t, candidate.user.email, { lang: 'de' })).get('/api/subscription');
    expect(de.json().error.message).toBe('Nur Arbeitgeber können auf Abonnements zugreifen');
    expect((await t.app.inject({ url: '/api/subscription' })).statusCode).toBe(401);
  });

  it('shows the trial to the admin (may manage) and the member (reads only), the same state', async () => {
    const c = await company();
    const admin = await state(c.a);
    const member = await state(c.m);
    expect(admin.state).toMatchObject({ plan: 'trial', trialDaysLeft: 10, canManage: true, expiringSoon: false });
    expect(member.state).toMatchObject({ plan: 'trial', trialDaysLeft: 10, canManage: false });
    expect(admin.provider).toBe('local');
    clock.setOffsetMs(8 * DAY);
    expect((await state(c.m)).state).toMatchObject({ plan: 'trial', trialDaysLeft: 2, expiringSoon: true });
    clock.setOffsetMs(11 * DAY);
    expect((await state(c.m)).state).toMatchObject({ plan: 'expired', trialDaysLeft: 0 });
  });
});

describe('the trial starts at onboarding, once per company, person and domain', () => {
  it('gives the first company of a domain 10 days and a second company of the same domain none', async () => {
    const stamp = Date.now().toString(36);
    const first = await f.createUser(t.db, {
      role: 'employer',
      email: `gruenderin-${stamp}@once-${stamp}.de`,
      emailVerified: true,
    });
    const second = await f.createUser(t.db, {
      role: 'employer',
      email: `kollege-${stamp}@once-${stamp}.de`,
      emailVerified: true,
    });
    const onboard = async (email: string, name: string) => {
      const agent = await signIn(t, email);
      const res = await agent.post('/api/employer/onboarding', {
        companyName: name,
        industry: 'Healthcare',
        location: 'Kiel',
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return agent;
    };
    expect((await state(await onboard(first.email, 'Erste Klinik'))).state).toMatchObject({
      plan: 'trial',
      trialDaysLeft: 10,
    });
    // Never "expired": the second company never had a plan (issue 29, defect 1).
    expect((await state(await onboard(second.email, 'Zweite Klinik'))).state).toMatchObject({
      plan: 'no_trial',
      status: 'no_trial',
      trialDaysLeft: 0,
      trialEndsAt: null,
      paidUntil: null,
      timeline: [],
    });
  });
});

describe('checkout with the local provider', () => {
  it('is for team admins: members get "Only team admins can buy or change the plan." (en, de)', async () => {
    const c = await company();
    const res = await c.m.post('/api/subscription/checkout', { planId: plan('package-3').id, idempotencyKey: key() });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only team admins can buy or change the plan.');
    const de = await (
      await signIn(t, c.member.email, { lang: 'de' })
    ).post('/api/subscription/checkout', { planId: plan('package-3').id, idempotencyKey: key() });
    expect(de.json().error.message).toBe('Nur Team-Admins können den Tarif kaufen oder ändern.');
  });

  it('a double click or a second tab gets the same checkout; paying once activates 3 months, with an invoice', async () => {
    const c = await company();
    const idempotencyKey = key();
    const body = { planId: plan('package-3').id, idempotencyKey };
    const [one, two] = await Promise.all([
      c.a.post('/api/subscription/checkout', body),
      c.a.post('/api/subscription/checkout', body),
    ]);
    expect(one.json()).toEqual(two.json());
    const tab = await c.a.post('/api/subscription/checkout', { ...body, idempotencyKey: key() });
    expect(tab.json().checkoutId).toBe(one.json().checkoutId);
    const { checkoutId, url } = one.json();
    expect(url).toBe(`/payments/local/${checkoutId}`);
    expect((await c.a.get(`/api/subscription/checkout/${checkoutId}`)).json()).toEqual({
      status: 'open',
      message: null,
    });
    const page = (await c.a.get(`/api/payments/local/${checkoutId}`)).json();
    expect(page).toMatchObject({ status: 'open', months: 3, plan: { code: 'package-3', priceCents: 27900 } });
    const paid = await c.a.post(`/api/payments/local/${checkoutId}/pay`);
    expect(paid.json()).toEqual({ status: 'paid', message: 'Payment received. Your plan is active.' });
    const again = await c.a.post(`/api/payments/local/${checkoutId}/pay`);
    expect(again.statusCode).toBe(409);
    expect((await c.m.get(`/api/subscription/checkout/${checkoutId}`)).json().status).toBe('paid');
    const s = await state(c.m);
    // Bought on the trial's first day: the trial keeps its 10 days, the 3 months start at its end.
    expect(s.state).toMatchObject({
      plan: 'paid',
      status: 'paid_package',
      renews: false,
      planName: '3 months',
      monthly: false,
      trialDaysLeft: 10,
    });
    const trialEnd = new Date(s.state.trialEndsAt);
    expect(s.state.paidFrom).toBe(trialEnd.toISOString());
    expect(s.state.paidUntil).toBe(addMonths(trialEnd, 3).toISOString());
    expect(await t.db.select().from(payments).where(eq(payments.companyId, c.company.id))).toHaveLength(1);
    expect(s.invoices).toHaveLength(1);
    expect(s.invoices[0]).toMatchObject({
      amountCents: 27900,
      planName: '3 months',
      periodStart: trialEnd.toISOString(),
      periodEnd: addMonths(trialEnd, 3).toISOString(),
      number: expect.stringMatching(/^\d{4}-\d{6}$/),
    });
    const pdf = await c.m.get(s.invoices[0].downloadUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await company();
    expect((await other.a.get(s.invoices[0].downloadUrl)).statusCode).toBe(404);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.admin.id), eq(notifications.type, 'payment_received')));
    expect(notice?.link).toBe('/subscription');
  });

  it('cancelling answers "Payment cancelled." (en, de) and changes nothing', async () => {
    const c = await company();
    const { checkoutId } = (
      await c.a.post('/api/subscription/checkout', { planId: plan('package-6').id, idempotencyKey: key() })
    ).json();
    const res = await c.a.post(`/api/payments/local/${checkoutId}/cancel`);
    expect(res.json()).toEqual({ status: 'canceled', message: 'Payment cancelled.' });
    const de = await (await signIn(t, c.admin.email, { lang: 'de' })).get(`/api/subscription/checkout/${checkoutId}`);
    expect(de.json()).toEqual({ status: 'canceled', message: 'Zahlung abgebrochen.' });
    expect((await state(c.a)).state.plan).toBe('trial');
    expect((await c.a.post(`/api/payments/local/${checkoutId}/pay`)).statusCode).toBe(409);
  });

  it('stacks a package after the paid time left: 6 months bought with 2 left give 8', async () => {
    const c = await company();
    const start = new Date();
    await t.db
      .insert(paidPeriods)
      .values({ companyId: c.company.id, source: 'grant', startsAt: start, endsAt: addMonths(start, 2) });
    await buyLocal(c.a, 'package-6');
    const s = await state(c.a);
    expect(s.state.paidUntil).toBe(addMonths(addMonths(start, 2), 6).toISOString());
  });

  it('the monthly plan renews by itself; cancelled at period end it stays paid until then', async () => {
    const c = await company();
    await buyLocal(c.a, 'monthly');
    let s = await state(c.a);
    expect(s.state).toMatchObject({ plan: 'paid', renews: true, monthly: true, expiringSoon: false });
    const again = await c.a.post('/api/subscription/checkout', { planId: plan('monthly').id, idempotencyKey: key() });
    expect(again.statusCode).toBe(409);
    expect((await c.a.post('/api/subscription/portal')).json()).toEqual({ url: '/payments/local/portal' });
    const cancel = await c.a.request({
      method: 'PUT',
      url: '/api/payments/local/portal',
      payload: { cancelAtPeriodEnd: true },
    });
    expect(cancel.json().message).toBe('Your monthly plan ends at the end of the paid period.');
    s = await state(c.a);
    expect(s.state).toMatchObject({ plan: 'paid', renews: false, cancelAtPeriodEnd: true });
  });

  it('monthly bought in the trial starts at its end; a package beside it: one timeline, renewal after the package, Monthly not sold again', async () => {
    const c = await company();
    await buyLocal(c.a, 'monthly');
    let s = await state(c.a);
    const trialEnd = new Date(s.state.trialEndsAt);
    const monthEnd = addMonths(trialEnd, 1);
    expect(s.state).toMatchObject({ status: 'paid_monthly', trialDaysLeft: 10, monthlyBooked: true });
    expect(s.invoices[0]).toMatchObject({ periodStart: trialEnd.toISOString(), periodEnd: monthEnd.toISOString() });
    await buyLocal(c.a, 'package-3');
    s = await state(c.a);
    const packageEnd = addMonths(monthEnd, 3);
    expect(s.state).toMatchObject({
      status: 'paid_monthly',
      renews: true,
      monthlyBooked: true,
      paidUntil: packageEnd.toISOString(),
    });
    expect(
      s.state.timeline.map((e: { kind: string; startsAt: string; endsAt: string | null }) => [
        e.kind,
        e.startsAt,
        e.endsAt,
      ]),
    ).toEqual([
      ['trial', expect.any(String), trialEnd.toISOString()],
      ['monthly', trialEnd.toISOString(), monthEnd.toISOString()],
      ['package', monthEnd.toISOString(), packageEnd.toISOString()],
      ['renewal', packageEnd.toISOString(), null],
    ]);
    // The monthly plan's next billing moved to the package's end.
    const [account] = await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.company.id));
    expect(account!.currentPeriodEnd?.toISOString()).toBe(packageEnd.toISOString());
    const again = await c.a.post('/api/subscription/checkout', { planId: plan('monthly').id, idempotencyKey: key() });
    expect(again.statusCode).toBe(409);
  });
});

describe('gates: trial, expiring soon, expired and paid', () => {
  const search = (agent: TestAgent) => agent.get('/api/employer/candidates');
  const newListing = (agent: TestAgent, title: string) =>
    agent.post('/api/employer/listings', {
      title,
      description: 'Zwölf Monate Freiwilligendienst auf unseren Stationen mit Seminaren.',
      programType: 'fsj',
      category: 'health',
      germanLevelRequired: 'A2',
      location: 'Kiel',
      startDate: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10),
      monthlyAllowance: 450,
      sector: 'health',
      minAge: 18,
      maxAge: 26,
      freeAccommodation: true,
      visaSponsorship: false,
    });

  it('candidate search and a second active listing: open in trial and when expiring soon, locked when expired, open again when paid', async () => {
    const c = await company();
    expect((await search(c.m)).statusCode).toBe(200);
    expect((await newListing(c.m, 'Erste Stelle')).statusCode).toBe(201);
    expect((await newListing(c.m, 'Zweite Stelle')).statusCode).toBe(201);
    clock.setOffsetMs(9 * DAY);
    expect((await state(c.m)).state.expiringSoon).toBe(true);
    expect((await search(c.m)).statusCode).toBe(200);
    clock.setOffsetMs(11 * DAY);
    const locked = await search(c.m);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe('Your trial has ended. Choose a plan to search candidates again.');
    const third = await newListing(c.m, 'Dritte Stelle');
    expect(third.statusCode).toBe(403);
    expect(third.json().error.message).toBe(
      'Without a running trial or plan only one listing can be active. Choose a plan to activate more.',
    );
    const de = await newListing(await signIn(t, c.member.email, { lang: 'de' }), 'Dritte Stelle');
    expect(de.json().error.message).toBe(
      'Ohne laufende Testphase oder Tarif kann nur eine Stellenanzeige aktiv sein. Wählt einen Tarif, um weitere zu aktivieren.',
    );
    await buyLocal(c.a, 'package-3');
    expect((await search(c.m)).statusCode).toBe(200);
    expect((await newListing(c.m, 'Dritte Stelle')).statusCode).toBe(201);
  });

  it('an expired company keeps one active listing and may activate one when none is active', async () => {
    const c = await company({ createdAt: new Date(Date.now() - 20 * DAY) });
    const listing = await f.createListing(t.db, { companyId: c.company.id, isActive: false });
    const res = await c.m.post(`/api/employer/listings/${listing.id}/active`, { isActive: true });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const second = await f.createListing(t.db, { companyId: c.company.id, isActive: false });
    const refused = await c.m.post(`/api/employer/listings/${second.id}/active`, { isActive: true });
    expect(refused.statusCode).toBe(403);
  });
});

describe('admin: /api/admin/subscriptions', () => {
  it('is for admins only: moderators and employers get 403', async () => {
    const moderator = await f.createUser(t.db, { role: 'moderator', email: `mod${Date.now()}@azubi.test` });
    const res = await (await signIn(t, moderator.email)).get('/api/admin/subscriptions');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only admins can manage subscriptions and plans.');
    const c = await company();
    expect((await c.a.get('/api/admin/revenue')).statusCode).toBe(403);
  });

  it('extends a trial, grants and ends a plan with a reason (audited), lists states and revenue', async () => {
    const admin = await f.createUser(t.db, { role: 'admin', email: `admin${Date.now()}@azubi.test` });
    const agent = await signIn(t, admin.email);
    const c = await company({ createdAt: new Date(Date.now() - 20 * DAY) });
    expect((await state(c.a)).state.plan).toBe('expired');
    const noReason = await agent.post(`/api/admin/subscriptions/${c.company.id}/extend-trial`, {
      days: 5,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const extended = await agent.post(`/api/admin/subscriptions/${c.company.id}/extend-trial`, {
      days: 5,
      reason: 'Messe',
    });
    expect(extended.json().message).toBe('Trial extended by 5 days');
    expect((await state(c.a)).state).toMatchObject({ plan: 'trial', trialDaysLeft: 5 });
    const granted = await agent.post(`/api/admin/subscriptions/${c.company.id}/grant`, { months: 2, reason: 'Kulanz' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await state(c.a)).state.plan).toBe('paid');
    const list = (await agent.get(`/api/admin/subscriptions?q=${encodeURIComponent(c.company.name)}`)).json();
    expect(list.items).toEqual([expect.objectContaining({ companyId: c.company.id, plan: 'paid' })]);
    const ended = await agent.post(`/api/admin/subscriptions/${c.company.id}/end`, { reason: 'Missbrauch' });
    expect(ended.json().message).toBe('Plan ended');
    expect((await state(c.a)).state.plan).toBe('trial');
    const audit = await t.db
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.event, 'billing_admin_action'),
          sql`${analyticsEvents.metadata}->>'resource_id' = ${c.company.id}`,
        ),
      );
    expect(audit.map((row) => (row.metadata as { action: string; reason: string }).reason).sort()).toEqual([
      'Kulanz',
      'Messe',
      'Missbrauch',
    ]);
    await buyLocal(c.a, 'package-12');
    const revenue = (await agent.get('/api/admin/revenue')).json();
    const month = new Date().toISOString().slice(0, 7);
    const current = revenue.months.find((m: { month: string }) => m.month === month);
    expect(current.amountCents).toBeGreaterThanOrEqual(99900);
    expect(revenue.currency).toBe('EUR');
  });
});

describe('a price change (spec §9: 30 days notice)', () => {
  it('applies to new purchases at once and to a running monthly plan only 30 days after the notice', async () => {
    const admin = await f.createUser(t.db, { role: 'admin', email: `price${Date.now()}@azubi.test` });
    const agent = await signIn(t, admin.email, { lang: 'de' });
    const c = await company();
    await buyLocal(c.a, 'monthly');
    const monthly = plan('monthly');
    try {
      const tooCheap = await agent.request({
        method: 'PUT',
        url: `/api/admin/plans/${monthly.id}`,
        payload: { priceCents: 50 },
      });
      expect(tooCheap.statusCode).toBe(400);
      expect(tooCheap.json().error.fields.priceCents).toBe('Gib einen Preis zwischen 1,00 und 100.000,00 EUR ein');

      const before = Date.now();
      const res = await agent.request({
        method: 'PUT',
        url: `/api/admin/plans/${monthly.id}`,
        payload: { priceCents: 10900 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().plan).toMatchObject({ pendingPriceCents: 10900 });
      const from = Date.parse(res.json().plan.pendingPriceFrom);
      expect(from).toBeGreaterThanOrEqual(before + 30 * DAY - 60_000);
      expect(from).toBeLessThanOrEqual(Date.now() + 30 * DAY + 60_000);
      expect(res.json().message).toBe(
        // The day in Berlin, as the message says it (admin-routes.ts): in UTC it is the day before from 23:00 in winter.
        `Preis gespeichert. Laufende Monatstarife zahlen ihn ab ${new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(from))}, nach der Ankündigung per E-Mail.`,
      );

      // New purchases see the new price at once.
      const offered = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json();
      expect(offered.items.find((p: { code: string }) => p.code === 'monthly').priceCents).toBe(10900);

      // The running plan keeps its price and its admin is told, once.
      const [running] = await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.company.id));
      expect(running).toMatchObject({ priceCents: 9900, pendingPriceCents: 10900 });
      const notices = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, c.admin.id), eq(notifications.type, 'plan_expiring')));
      expect(notices.map((row) => (row.data as { reason?: string }).reason)).toEqual(['price_change']);

      // A day before the date nothing moves; once it has come, the sweep moves the plan to the new price.
      const deps = (now: number) => ({
        db: t.db,
        config: t.config,
        mailer: t.app.mailer,
        log: t.app.log,
        provider: t.app.payments,
        now: () => new Date(now),
      });
      await runBillingSweep(deps(from - DAY));
      const [still] = await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.company.id));
      expect(still!.priceCents).toBe(9900);
      await runBillingSweep(deps(from + 60_000));
      const [moved] = await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.company.id));
      expect(moved).toMatchObject({ priceCents: 10900, pendingPriceCents: null });
    } finally {
      await t.db
        .update(plansTable)
        .set({ priceCents: 9900, runningPriceFrom: null })
        .where(eq(plansTable.id, monthly.id));
    }
  });
});

describe('PUT /api/dev/clock', () => {
  it('does not exist without TEST_CLOCK', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { offsetDays: 11 } });
    expect(res.statusCode).toBe(404);
  });
});

void [billingEvents, companies, invoices, subscriptions, users];
