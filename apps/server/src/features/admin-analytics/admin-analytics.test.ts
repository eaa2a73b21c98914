import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import type { users } from '../../db/schema';
import { analyticsDailyFigures, candidateMatches, companies, payments } from '../../db/schema';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let n = 0;
const stamp = Date.now().toString(36);
const email = (p = 'u') => `${p}${++n}-${stamp}@example.org`;
const at = (day: string, time = '10:00:00') => new Date(`${day}T${time}Z`);

/**
 * A small world in March 2031, far from what other tests write: every figure of the period is
 * known. Each test user does everything, so any figure that counted them would be off.
 */
async function march2031() {
  // Candidates: one all the way to accepted; one up to a first application; one unverified (only
  // "signup" counts, although the rest happened); one test user with everything.
  const full = await f.createCandidate(t.db, { user: { email: email('c'), createdAt: at('2031-03-02') } });
  const applied = await f.createCandidate(t.db, { user: { email: email('c'), createdAt: at('2031-03-02') } });
  const unverified = await f.createCandidate(t.db, {
    user: { email: email('c'), createdAt: at('2031-03-03'), emailVerified: false },
  });
  const tester = await f.createCandidate(t.db, {
    user: { email: email('t'), createdAt: at('2031-03-02'), isTest: true },
  });
  // Employers: one all the way to paid; one unverified company with a listing; one test employer.
  const paid = await f.createEmployer(t.db, {
    user: { email: email('e'), createdAt: at('2031-03-04') },
    company: { verificationStatus: 'verified' },
  });
  const unverifiedCompany = await f.createEmployer(t.db, {
    user: { email: email('e'), createdAt: at('2031-03-04') },
    company: { verificationStatus: 'pending' },
  });
  const testEmployer = await f.createEmployer(t.db, {
    user: { email: email('t'), createdAt: at('2031-03-04'), isTest: true },
    company: { verificationStatus: 'verified', isTest: true },
  });
  const listing = await f.createListing(t.db, { companyId: paid.company.id, createdAt: at('2031-03-04') });
  await f.createListing(t.db, { companyId: unverifiedCompany.company.id, createdAt: at('2031-03-04') });
  const testListing = await f.createListing(t.db, { companyId: testEmployer.company.id, createdAt: at('2031-03-04') });
  for (const [candidate, status] of [
    [full.user, 'accepted'],
    [applied.user, 'pending'],
    [unverified.user, 'pending'],
  ] as const)
    await f.createApplication(t.db, {
      listingId: listing.id,
      candidateId: candidate.id,
      status,
      appliedAt: at('2031-03-05'),
    });
  await f.createApplication(t.db, {
    listingId: testListing.id,
    candidateId: tester.user.id,
    status: 'accepted',
    appliedAt: at('2031-03-05'),
  });
  await f.createInterview(t.db, { companyId: paid.company.id, candidateId: full.user.id, createdAt: at('2031-03-06') });
  await f.createInterview(t.db, {
    companyId: testEmployer.company.id,
    candidateId: tester.user.id,
    createdAt: at('2031-03-06'),
  });
  await f.createInterview(t.db, {
    companyId: paid.company.id,
    candidateId: unverified.user.id,
    createdAt: at('2031-03-06'),
  });
  const conversation = await f.createConversation(t.db, { companyId: paid.company.id, candidateId: full.user.id });
  await f.createMessage(t.db, { conversationId: conversation.id, senderId: paid.user.id, createdAt: at('2031-03-07') });
  await f.createMessage(t.db, { conversationId: conversation.id, senderId: full.user.id, createdAt: at('2031-03-07') });
  const testConversation = await f.createConversation(t.db, {
    companyId: testEmployer.company.id,
    candidateId: tester.user.id,
  });
  await f.createMessage(t.db, {
    conversationId: testConversation.id,
    senderId: testEmployer.user.id,
    createdAt: at('2031-03-07'),
  });
  const profile = await f.createCandidateSearchProfile(t.db, { companyId: paid.company.id });
  await t.db.insert(candidateMatches).values([
    { searchProfileId: profile.id, candidateId: full.user.id, createdAt: at('2031-03-08') },
    { searchProfileId: profile.id, candidateId: tester.user.id, createdAt: at('2031-03-08') },
  ]);
  await t.db.insert(payments).values([
    { companyId: paid.company.id, amountCents: 9900, status: 'succeeded', provider: 'local' },
    { companyId: testEmployer.company.id, amountCents: 9900, status: 'succeeded', provider: 'local' },
  ]);
  // Active users: a sign-in audited on 8 March by the candidate and by the test user.
  const context = { ipAddress: '203.0.113.9', userAgent: 'UA' };
  for (const user of [full.user, tester.user]) {
    await recordAuditEvent(t.db, { action: 'user_login', userId: user.id, context });
  }
  return { full, tester };
}

let admin: typeof users.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  admin = await f.createUser(t.db, { role: 'admin', email: email('admin'), name: 'Ada Admin' });
});
afterAll(() => t.close());

describe('GET /api/admin/analytics', () => {
  it('counts applications as the company analytics do, also on closed days counted before the applications arrived', async () => {
    const agent = await signIn(t, admin);
    const period = 'from=2019-05-01&to=2019-05-10';
    // An admin looks first: the closed days are counted (none) and kept.
    const before = (await agent.get(`/api/admin/analytics?${period}`)).json();
    expect(before.totals.applications).toBe(0);
    // Then applications with those days arrive (an import, demo data), one of them from a test user.
    const { user: employer, company } = await f.createEmployer(t.db, {
      user: { email: email('e') },
      company: { verificationStatus: 'verified' },
    });
    const listing = await f.createListing(t.db, { companyId: company.id, createdAt: at('2019-04-01') });
    const days = ['2019-05-02', '2019-05-02', '2019-05-04', '2019-05-09'];
    for (const [i, day] of days.entries()) {
      const { user } = await f.createCandidate(t.db, { user: { email: email('c'), createdAt: at('2019-04-20') } });
      await f.createApplication(t.db, {
        listingId: listing.id,
        candidateId: user.id,
        status: i === 0 ? 'accepted' : 'pending',
        appliedAt: at(day, '23:59:59'),
      });
    }
    const { user: tester } = await f.createCandidate(t.db, { user: { email: email('t'), isTest: true } });
    await f.createApplication(t.db, { listingId: listing.id, candidateId: tester.id, appliedAt: at('2019-05-04') });

    const platform = (await agent.get(`/api/admin/analytics?${period}`)).json();
    const own = (await (await signIn(t, employer)).get(`/api/employer/analytics?${period}`)).json();
    expect(own.totals.applications).toBe(4);
    expect(platform.totals.applications).toBe(own.totals.applications);
    const perDay = (daily: { date: string; applications: number }[]) =>
      daily.map(({ date, applications }) => [date, applications]);
    expect(perDay(platform.daily)).toEqual(perDay(own.daily));
    expect(perDay(platform.daily).filter(([, count]) => count)).toEqual([
      ['2019-05-02', 2],
      ['2019-05-04', 1],
      ['2019-05-09', 1],
    ]);
  });

  it('counts each day, each funnel step and leaves test users out of every figure', async () => {
    await march2031();
    const agent = await signIn(t, admin);
    const res = await agent.get('/api/admin/analytics?from=2031-03-01&to=2031-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data.daily).toHaveLength(10);
    const day = (date: string) => data.daily.find((d: { date: string }) => d.date === date);
    expect(day('2031-03-02').signups).toEqual({ azubi: 2, employer: 0, team_member: 0, moderator: 0, admin: 0 });
    expect(day('2031-03-03').signups.azubi).toBe(1);
    expect(day('2031-03-04').signups.employer).toBe(2);
    expect(day('2031-03-04').listings).toBe(2);
    expect(day('2031-03-05').applications).toBe(3);
    expect(day('2031-03-06').interviews).toBe(2);
    expect(day('2031-03-07').messages).toBe(2);
    expect(day('2031-03-08').matches).toBe(1);
    expect(data.totals).toMatchObject({
      signups: { azubi: 3, employer: 2 },
      listings: 2,
      applications: 3,
      interviews: 2,
      messages: 2,
      matches: 1,
    });
    expect(data.funnels.candidate).toEqual([
      { step: 'visit', count: 0 },
      { step: 'signup', count: 3 },
      { step: 'email_verified', count: 2 },
      { step: 'profile_approved', count: 2 },
      { step: 'first_application', count: 2 },
      { step: 'interview', count: 1 },
      { step: 'accepted', count: 1 },
    ]);
    expect(data.funnels.employer).toEqual([
      { step: 'signup', count: 2 },
      { step: 'company_verified', count: 1 },
      { step: 'first_listing', count: 1 },
      { step: 'first_contact', count: 1 },
      { step: 'paid', count: 1 },
    ]);
    expect(data.journeys).toMatchObject({ sessions: 0, medianSessionSeconds: null, transitions: [] });
  });

  it('counts today’s active users and journeys, test users left out', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const agent = await signIn(t, admin);
    const before = (await agent.get(`/api/admin/analytics?from=${today}&to=${today}`)).json();
    const { user } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const tester = await f.createUser(t.db, { email: email('t'), isTest: true });
    await signIn(t, user);
    await signIn(t, tester);
    const beacon = new TestAgent(t.app, { headers: { 'sec-fetch-site': 'same-origin' }, ip: '10.8.0.1' });
    const steps = ['/', '/jobs', '/jobs/:id', '/jobs'];
    const start = Date.now() - 120_000;
    const res = await beacon.request({
      method: 'POST',
      url: '/api/analytics/journeys',
      csrf: false,
      payload: {
        id: crypto.randomUUID(),
        journey: steps.map((path, i) => ({
          path,
          timestamp: new Date(start + i * 30_000).toISOString(),
          duration: 30_000,
          action: i ? 'navigate' : 'entry',
        })),
        session_duration: 125_000,
        steps_count: 4,
        entry_point: '/',
        exit_point: '/jobs',
      },
    });
    expect(res.statusCode, res.body).toBe(204);
    const after = (await agent.get(`/api/admin/analytics?from=${today}&to=${today}`)).json();
    // The admin's own sign-in happened before `before`; the candidate's counts, the tester's not.
    expect(after.daily[0].activeUsers - before.daily[0].activeUsers).toBe(1);
    expect(after.journeys.sessions - before.journeys.sessions).toBe(1);
    expect(after.funnels.candidate[0].count - before.funnels.candidate[0].count).toBe(1);
    expect(after.journeys.transitions).toEqual(
      expect.arrayContaining([expect.objectContaining({ from: '/jobs', to: '/jobs/:id' })]),
    );
    expect(after.journeys.entryPages).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/' })]));
    if (before.journeys.sessions === 0) {
      expect(after.journeys.medianSessionSeconds).toBe(120);
      expect(after.journeys.averageSessionSeconds).toBe(125);
      expect(after.journeys.averageSteps).toBe(4);
    }
  });

  it('checks the period: not a date, the end before the start, more than 366 days (en and de)', async () => {
    const agent = await signIn(t, admin);
    const backwards = await agent.get('/api/admin/analytics?from=2031-03-10&to=2031-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('The end of the period must not be before its start.');
    const long = await agent.get('/api/admin/analytics?from=2030-01-01&to=2031-03-01');
    expect(JSON.stringify(long.json())).toContain('Choose a period of at most 366 days.');
    const de = await signIn(t, admin, { lang: 'de' });
    expect(JSON.stringify((await de.get('/api/admin/analytics?from=2031-03-10&to=2031-03-01')).json())).toContain(
      'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.',
    );
    expect(JSON.stringify((await de.get('/api/admin/analytics?from=2030-01-01&to=2031-03-01')).json())).toContain(
      'Wähle einen Zeitraum von höchstens 366 Tagen.',
    );
    const notADay = await agent.get('/api/admin/analytics?from=2031-02-30&to=2031-03-01');
    expect(notADay.statusCode).toBe(400);
    expect(JSON.stringify(notADay.json())).toContain('Please enter a date as YYYY-MM-DD.');
    expect((await agent.get('/api/admin/analytics?from=2030-03-01&to=2031-03-01')).statusCode).toBe(200);
  });

  it('is for admins only: moderators and everyone else 403, signed out 401 (en and de)', async () => {
    const moderator = await f.createUser(t.db, { role: 'moderator', email: email('mod') });
    const url = '/api/admin/analytics?from=2031-03-01&to=2031-03-10';
    const res = await (await signIn(t, moderator)).get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only admins can see the platform analytics and the audit log.');
    expect((await (await signIn(t, moderator, { lang: 'de' })).get(url)).json().error.message).toBe(
      'Nur Admins können die Plattform-Statistik und das Audit-Protokoll sehen.',
    );
    const { user: employer } = await f.createEmployer(t.db, { user: { email: email('e') } });
    for (const path of [
      url,
      `/api/admin/analytics/csv?table=daily&from=2031-03-01&to=2031-03-10`,
      '/api/admin/audit-events',
    ])
      expect((await (await signIn(t, employer)).get(path)).statusCode).toBe(403);
    expect((await new TestAgent(t.app).get(url)).statusCode).toBe(401);
    expect((await new TestAgent(t.app).get('/api/admin/audit-events')).statusCode).toBe(401);
  });
});

describe('closed days', () => {
  it('counts a closed day once, stores its figures and reads them until a row arrives for that day; today stays live', async () => {
    const day = '2024-05-02';
    const { user } = await f.createCandidate(t.db, { user: { email: email('c'), createdAt: at(day) } });
    const { company } = await f.createEmployer(t.db, { user: { email: email('e'), createdAt: at(day) } });
    const listing = await f.createListing(t.db, { companyId: company.id, createdAt: at(day) });
    await f.createApplication(t.db, { listingId: listing.id, candidateId: user.id, appliedAt: at(day) });
    const agent = await signIn(t, admin);
    const url = '/api/admin/analytics?from=2024-05-01&to=2024-05-03';
    const first = (await agent.get(url)).json();
    const figure = (data: { daily: { date: string; applications: number; signups: { azubi: number } }[] }) =>
      data.daily.find((d) => d.date === day);
    expect(figure(first)).toMatchObject({ applications: 1, signups: { azubi: 1 } });
    const stored = await t.db
      .select()
      .from(analyticsDailyFigures)
      .where(and(gte(analyticsDailyFigures.day, '2024-05-01'), lte(analyticsDailyFigures.day, '2024-05-03')));
    expect(
      stored
        .filter((row) => row.metric === '_computed')
        .map((row) => row.day)
        .sort(),
    ).toEqual(['2024-05-01', '2024-05-02', '2024-05-03']);
    expect(stored).toContainEqual({ day, metric: 'applications', value: 1 });
    // Read from the stored figures afterwards (a stored value is what the page shows)...
    await t.db
      .update(analyticsDailyFigures)
      .set({ value: 5 })
      .where(and(eq(analyticsDailyFigures.day, day), eq(analyticsDailyFigures.metric, 'applications')));
    expect(figure((await agent.get(url)).json())).toMatchObject({ applications: 5 });
    // ...until a row is written into the closed day afterwards: then the day is counted again.
    const late = await f.createCandidate(t.db, { user: { email: email('c') } });
    await f.createApplication(t.db, { listingId: listing.id, candidateId: late.user.id, appliedAt: at(day) });
    expect(figure((await agent.get(url)).json())).toMatchObject({ applications: 2, signups: { azubi: 1 } });
  });
});

describe('GET /api/admin/analytics/csv', () => {
  it('downloads each table with the figures the page shows', async () => {
    const agent = await signIn(t, admin);
    const q = 'from=2031-03-01&to=2031-03-10';
    const daily = await agent.get(`/api/admin/analytics/csv?table=daily&${q}`);
    expect(daily.statusCode, daily.body).toBe(200);
    expect(daily.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(daily.headers['content-disposition']).toBe(
      'attachment; filename="analytics-daily-2031-03-01-2031-03-10.csv"',
    );
    const lines = daily.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,signups_azubi,signups_employer,signups_team_member,signups_moderator,signups_admin,active_users,listings,applications,interviews,messages,matches',
    );
    expect(lines).toHaveLength(11);
    expect(lines).toContain('2031-03-05,0,0,0,0,0,0,0,3,0,0,0');
    const funnel = await agent.get(`/api/admin/analytics/csv?table=employer-funnel&${q}`);
    expect(funnel.body).toBe(
      'step,count\r\nsignup,2\r\ncompany_verified,1\r\nfirst_listing,1\r\nfirst_contact,1\r\npaid,1\r\n',
    );
    const today = new Date().toISOString().slice(0, 10);
    const transitions = await agent.get(`/api/admin/analytics/csv?table=transitions&from=${today}&to=${today}`);
    expect(transitions.body).toMatch(/^from,to,count\r\n/);
    expect(transitions.body).toContain('/jobs,/jobs/:id,');
    const bad = await agent.get(`/api/admin/analytics/csv?table=users&${q}`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('There is no such table to download.');
  });
});

describe('GET /api/admin/audit-events', () => {
  it('lists audit events newest first with who, resource, address and browser; filters by action, e-mail and day; pages', async () => {
    const person = await f.createUser(t.db, { email: email('audited') });
    const context = { ipAddress: '198.51.100.7', userAgent: 'Firefox/140' };
    // An event's time is the millisecond it was recorded: two in the same millisecond have no order
    // between them (it failed once on PostgreSQL in CI), so each is recorded in a millisecond of its own.
    const nextMillisecond = async () => {
      const start = Date.now();
      while (Date.now() === start) await new Promise((resolve) => setImmediate(resolve));
    };
    for (let i = 0; i < 55; i++) {
      await recordAuditEvent(t.db, {
        action: 'file_download',
        userId: person.id,
        context,
        resourceType: 'file',
        resourceId: `file-${i}`,
      });
      await nextMillisecond();
    }
    await recordAuditEvent(t.db, {
      action: 'security_event',
      userId: person.id,
      context,
      details: { kind: 'failed_login' },
    });
    const agent = await signIn(t, admin);
    const byEmail = (
      await agent.get(`/api/admin/audit-events?email=${encodeURIComponent(person.email.slice(0, 12))}`)
    ).json();
    expect(byEmail.total).toBe(56);
    expect(byEmail.pageSize).toBe(50);
    expect(byEmail.items).toHaveLength(50);
    expect(byEmail.items[0]).toMatchObject({
      action: 'security_event',
      user: { id: person.id, email: person.email },
      ipAddress: '198.51.100.7',
      userAgent: 'Firefox/140',
      details: { kind: 'failed_login' },
    });
    const page2 = (await agent.get(`/api/admin/audit-events?email=${encodeURIComponent(person.email)}&page=2`)).json();
    expect(page2.items).toHaveLength(6);
    expect(page2.items.at(-1)).toMatchObject({ action: 'file_download', resourceType: 'file', resourceId: 'file-0' });
    const downloads = (
      await agent.get(`/api/admin/audit-events?email=${encodeURIComponent(person.email)}&action=file_download`)
    ).json();
    expect(downloads.total).toBe(55);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await agent.get(`/api/admin/audit-events?email=${encodeURIComponent(person.email)}&from=${today}&to=${today}`)
      ).json().total,
    ).toBe(56);
    expect(
      (await agent.get(`/api/admin/audit-events?email=${encodeURIComponent(person.email)}&to=2020-01-01`)).json().total,
    ).toBe(0);
    // Journeys share the table and never show here; "%" is a character, not a wildcard.
    expect(
      (await agent.get('/api/admin/audit-events?action=all'))
        .json()
        .items.some((e: { action: string }) => e.action === 'user_journey'),
    ).toBe(false);
    expect((await agent.get('/api/admin/audit-events?email=%25')).json().total).toBe(0);
    const bad = await agent.get('/api/admin/audit-events?action=user_journey');
    expect(bad.statusCode).toBe(400);
    const badDay = await (await signIn(t, admin, { lang: 'de' })).get('/api/admin/audit-events?from=gestern');
    expect(JSON.stringify(badDay.json())).toContain('Bitte gib ein Datum im Format JJJJ-MM-TT ein.');
  });

  it('takes a company marked as test out of the figures with its listings', async () => {
    const { company } = await f.createEmployer(t.db, { user: { email: email('e'), createdAt: at('2031-04-02') } });
    await f.createListing(t.db, { companyId: company.id, createdAt: at('2031-04-02') });
    const agent = await signIn(t, admin);
    const url = '/api/admin/analytics?from=2031-04-01&to=2031-04-03';
    expect((await agent.get(url)).json().totals.listings).toBe(1);
    await t.db.update(companies).set({ isTest: true }).where(eq(companies.id, company.id));
    expect((await agent.get(url)).json().totals.listings).toBe(0);
  });
});
