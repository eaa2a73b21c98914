import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import {
  applications,
  applicationStatusHistory,
  listingViews,
  listingViewSalts,
  listingViewVisitors,
} from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createListingViewRecorder } from './record-listing-view';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const HOUR = 3600;
/** The sign-ins of this file come from a desktop Chrome. */
const inChrome = { headers: { 'user-agent': CHROME } };
let n = 0;

/** A company with two listings, its admin (English and German) and a member (role member). */
async function company() {
  const { user: admin, company } = await f.createEmployer(t.db);
  const member = await f.createUser(t.db, { role: 'team_member', email: `member${++n}-${Date.now()}@muster-gmbh.de` });
  await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
  const older = await f.createListing(t.db, {
    companyId: company.id,
    title: 'Pflegefachfrau Ausbildung',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  const newer = await f.createListing(t.db, {
    companyId: company.id,
    title: 'FSJ Kinderklinik',
    programType: 'fsj',
    createdAt: new Date('2026-02-01T00:00:00Z'),
  });
  return {
    company,
    admin,
    member,
    older,
    newer,
    en: await signIn(t, admin.email, inChrome),
    de: await signIn(t, admin.email, { ...inChrome, lang: 'de' }),
    memberAgent: await signIn(t, member.email, inChrome),
  };
}

/** An application that arrived at `appliedAt` and then went through `changes` (status, time). */
async function application(listingId: string, appliedAt: string, changes: [string, string][] = []) {
  const { user } = await f.createCandidate(t.db);
  const status = (changes.at(-1)?.[0] ?? 'pending') as typeof applications.$inferInsert.status;
  const [row] = await t.db
    .insert(applications)
    .values({ listingId, candidateId: user.id, status, appliedAt: new Date(appliedAt) })
    .returning();
  await t.db.insert(applicationStatusHistory).values({
    applicationId: row!.id,
    fromStatus: null,
    toStatus: 'pending',
    createdAt: new Date(appliedAt),
  });
  let from = 'pending';
  for (const [to, at] of changes) {
    await t.db.insert(applicationStatusHistory).values({
      applicationId: row!.id,
      fromStatus: from as never,
      toStatus: to as never,
      createdAt: new Date(at),
    });
    from = to;
  }
  return row!;
}

const views = (listingId: string, day: string, count: number) =>
  t.db.insert(listingViews).values({ listingId, day, views: count });

const analytics = (agent: TestAgent, query: string) => agent.get(`/api/employer/analytics?${query}`);

describe('employer analytics (GET /api/employer/analytics)', () => {
  it('computes views, applications, conversion and medians per listing and overall for the period', async () => {
    const c = await company();
    const other = await f.createEmployer(t.db);
    const elsewhere = await f.createListing(t.db, { companyId: other.company.id });

    // Views: inside the period 40 on the older listing, 10 on the newer; outside it and another
    // company's do not count.
    await views(c.older.id, '2026-03-01', 10);
    await views(c.older.id, '2026-03-05', 20);
    await views(c.older.id, '2026-03-10', 10);
    await views(c.older.id, '2026-02-28', 99);
    await views(c.older.id, '2026-03-11', 50);
    await views(c.newer.id, '2026-03-02', 10);
    await views(elsewhere.id, '2026-03-03', 500);

    // Applications to the older listing: first answers after 12 h, 24 h and 48 h; a withdrawal is no answer.
    await application(c.older.id, '2026-03-01T08:00:00Z', [
      ['reviewing', '2026-03-01T20:00:00Z'],
      ['shortlisted', '2026-03-03T20:00:00Z'],
      ['accepted', '2026-03-04T20:00:00Z'],
    ]);
    await application(c.older.id, '2026-03-02T00:00:00Z', [['rejected', '2026-03-03T00:00:00Z']]);
    await application(c.older.id, '2026-03-05T12:00:00Z', [
      ['reviewing', '2026-03-07T12:00:00Z'],
      ['rejected', '2026-03-08T12:00:00Z'],
    ]);
    await application(c.older.id, '2026-03-09T00:00:00Z');
    await application(c.older.id, '2026-03-06T00:00:00Z', [['withdrawn', '2026-03-06T06:00:00Z']]);
    // Before the period: left out, answer and all.
    await application(c.older.id, '2026-02-27T00:00:00Z', [['rejected', '2026-02-27T01:00:00Z']]);
    // The last second of the period's last day counts; another company's application does not.
    await application(c.newer.id, '2026-03-10T23:59:59Z');
    await application(elsewhere.id, '2026-03-05T00:00:00Z', [['reviewing', '2026-03-05T01:00:00Z']]);

    const res = await analytics(c.en, 'from=2026-03-01&to=2026-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const older = {
      views: 40,
      applications: 5,
      conversionRate: 0.125,
      byStatus: { pending: 1, reviewing: 0, shortlisted: 0, rejected: 2, accepted: 1, withdrawn: 1 },
      responded: 3,
      medianFirstResponseSeconds: 24 * HOUR,
      // Pending: 6 h, 12 h, 24 h, 48 h; reviewing: 48 h and 24 h; shortlisted: 24 h.
      medianStageSeconds: { pending: 18 * HOUR, reviewing: 36 * HOUR, shortlisted: 24 * HOUR },
    };
    const newer = {
      views: 10,
      applications: 1,
      conversionRate: 0.1,
      byStatus: { pending: 1, reviewing: 0, shortlisted: 0, rejected: 0, accepted: 0, withdrawn: 0 },
      responded: 0,
      medianFirstResponseSeconds: null,
      medianStageSeconds: { pending: null, reviewing: null, shortlisted: null },
    };
    expect(body.from).toBe('2026-03-01');
    expect(body.to).toBe('2026-03-10');
    expect(body.listingId).toBeNull();
    expect(body.totals).toEqual({
      ...older,
      views: 50,
      applications: 6,
      conversionRate: 0.12,
      byStatus: { ...older.byStatus, pending: 2 },
    });
    expect(body.listings).toEqual([
      { id: c.newer.id, title: 'FSJ Kinderklinik', isActive: true, ...newer },
      { id: c.older.id, title: 'Pflegefachfrau Ausbildung', isActive: true, ...older },
    ]);
    expect(body.daily).toHaveLength(10);
    expect(body.daily.filter((day: { views: number; applications: number }) => day.views || day.applications)).toEqual([
      { date: '2026-03-01', views: 10, applications: 1 },
      { date: '2026-03-02', views: 10, applications: 1 },
      { date: '2026-03-05', views: 20, applications: 1 },
      { date: '2026-03-06', views: 0, applications: 1 },
      { date: '2026-03-09', views: 0, applications: 1 },
      { date: '2026-03-10', views: 10, applications: 1 },
    ]);

    // One listing: totals and the daily series are that listing's, the rows stay complete.
    const one = (await analytics(c.memberAgent, `from=2026-03-01&to=2026-03-10&listingId=${c.newer.id}`)).json();
    expect(one.listingId).toBe(c.newer.id);
    expect(one.totals).toEqual(newer);
    expect(one.daily.filter((day: { views: number; applications: number }) => day.views || day.applications)).toEqual([
      { date: '2026-03-02', views: 10, applications: 0 },
      { date: '2026-03-10', views: 0, applications: 1 },
    ]);
    expect(one.listings).toHaveLength(2);

    // A period of one day.
    const day = (await analytics(c.de, 'from=2026-03-05&to=2026-03-05')).json();
    expect(day.totals.views).toBe(20);
    expect(day.totals.applications).toBe(1);
    expect(day.daily).toEqual([{ date: '2026-03-05', views: 20, applications: 1 }]);

    // The other company sees only its own figures.
    const theirs = (
      await analytics(await signIn(t, other.user.email, inChrome), 'from=2026-03-01&to=2026-03-10')
    ).json();
    expect(theirs.totals.views).toBe(500);
    expect(theirs.totals.applications).toBe(1);
    expect(theirs.listings.map((listing: { id: string }) => listing.id)).toEqual([elsewhere.id]);
  });

  it('is for the company team only: members read it, candidates 403, another company’s listing 404 (en, de)', async () => {
    const c = await company();
    const member = await analytics(c.memberAgent, 'from=2026-03-01&to=2026-03-07');
    expect(member.statusCode).toBe(200);
    expect(member.json().listings).toHaveLength(2);

    const other = await f.createEmployer(t.db);
    const theirs = await f.createListing(t.db, { companyId: other.company.id });
    const en = await analytics(c.en, `from=2026-03-01&to=2026-03-07&listingId=${theirs.id}`);
    expect(en.statusCode).toBe(404);
    expect(en.json().error.message).toBe('This listing does not exist or is no longer open.');
    const de = await analytics(c.de, `from=2026-03-01&to=2026-03-07&listingId=${theirs.id}`);
    expect(de.json().error.message).toBe('Diese Stelle gibt es nicht oder sie ist nicht mehr ausgeschrieben.');

    const { user: candidate } = await f.createCandidate(t.db);
    const forbidden = await analytics(await signIn(t, candidate.email, inChrome), 'from=2026-03-01&to=2026-03-07');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('Only employers can do this.');
    const forbiddenDe = await analytics(
      await signIn(t, candidate.email, { ...inChrome, lang: 'de' }),
      'from=2026-03-01&to=2026-03-07',
    );
    expect(forbiddenDe.json().error.message).toBe('Das können nur Arbeitgeber.');

    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/employer/analytics?from=2026-03-01&to=2026-03-07',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a period that ends before it starts, runs over 366 days or names no real date (en, de)', async () => {
    const c = await company();
    const cases: [string, string, string, string][] = [
      [
        'from=2026-03-10&to=2026-03-09',
        'to',
        'The end of the period must not be before its start.',
        'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.',
      ],
      [
        'from=2025-01-01&to=2026-01-02',
        'to',
        'Choose a period of at most 366 days.',
        'Wähle einen Zeitraum von höchstens 366 Tagen.',
      ],
      ['from=2026-02-30&to=2026-03-09', 'from', 'Please enter a valid date', 'Bitte gib ein gültiges Datum ein'],
    ];
    for (const [query, field, english, german] of cases) {
      const en = await analytics(c.en, query);
      expect(en.statusCode, query).toBe(400);
      expect(en.json().error.fields[field]).toBe(english);
      expect((await analytics(c.de, query)).json().error.fields[field]).toBe(german);
    }
    // 366 days exactly is allowed.
    expect((await analytics(c.en, 'from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });

  it('answers "Failed to load analytics" when the figures cannot be read (en, de)', async () => {
    const c = await company();
    await t.db.execute(sql`alter table listing_views rename to listing_views_gone`);
    try {
      const en = await analytics(c.en, 'from=2026-03-01&to=2026-03-07');
      expect(en.statusCode).toBe(500);
      expect(en.json().error.message).toBe('Failed to load analytics');
      expect((await analytics(c.de, 'from=2026-03-01&to=2026-03-07')).json().error.message).toBe(
        'Analysen konnten nicht geladen werden',
      );
    } finally {
      await t.db.execute(sql`alter table listing_views_gone rename to listing_views`);
    }
  });
});

describe('listing views (counted by GET /api/listings/:id)', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const open = (listingId: string, options: { agent?: TestAgent; ip?: string; ua?: string } = {}) =>
    options.agent
      ? options.agent.get(`/api/listings/${listingId}`)
      : t.app.inject({
          method: 'GET',
          url: `/api/listings/${listingId}`,
          remoteAddress: options.ip ?? '203.0.113.1',
          headers: { 'user-agent': options.ua ?? CHROME },
        });

  it('counts each visitor once a day, leaves out bots and the company’s own team, and stores no address', async () => {
    const c = await company();
    const viewed = async () =>
      (await analytics(c.en, `from=${today()}&to=${today()}`))
        .json()
        .listings.find((listing: { id: string }) => listing.id === c.older.id).views as number;

    expect((await open(c.older.id)).statusCode).toBe(200);
    await open(c.older.id); // the same visitor again
    expect(await viewed()).toBe(1);
    await open(c.older.id, { ip: '203.0.113.2' }); // another address
    await open(c.older.id, { ua: FIREFOX }); // another browser at the first address
    expect(await viewed()).toBe(3);

    // Bots by their user agent, and requests without one, do not count.
    await open(c.older.id, { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await open(c.older.id, { ua: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' });
    await open(c.older.id, { ua: 'curl/8.5.0' });
    await open(c.older.id, { ua: '' });
    expect(await viewed()).toBe(3);

    // A signed-in candidate is one visitor from any address; the company's admin and member are not visitors.
    const { user } = await f.createCandidate(t.db);
    const candidate = await signIn(t, user.email, inChrome);
    await open(c.older.id, { agent: candidate });
    await open(c.older.id, { agent: await signIn(t, user.email, inChrome) });
    await open(c.older.id, { agent: c.en });
    await open(c.older.id, { agent: c.memberAgent });
    expect(await viewed()).toBe(4);
    // An unknown listing is a 404 and counts nothing.
    expect((await open(crypto.randomUUID())).statusCode).toBe(404);

    const stored = await t.db.select().from(listingViewVisitors).where(eq(listingViewVisitors.listingId, c.older.id));
    expect(stored).toHaveLength(4);
    for (const row of stored) {
      expect(row.visitorHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.visitorHash).not.toContain('203.0.113');
      expect(row.visitorHash).not.toContain(user.id);
    }
  });

  it('rotates the salt daily: the first view of a new day deletes the days before, and the visitor counts again', async () => {
    const c = await company();
    const record = createListingViewRecorder(t.db);
    const visit = {
      listingId: c.newer.id,
      companyId: c.company.id,
      userId: null,
      address: '192.0.2.7',
      userAgent: CHROME,
    };
    expect(await record(visit, new Date('2030-05-01T10:00:00Z'))).toBe(true);
    expect(await record(visit, new Date('2030-05-01T23:59:00Z'))).toBe(false);
    const [first] = await t.db.select().from(listingViewSalts).where(eq(listingViewSalts.day, '2030-05-01'));
    expect(first?.salt).toMatch(/^[0-9a-f]{64}$/);

    expect(await record(visit, new Date('2030-05-02T00:01:00Z'))).toBe(true);
    expect(await t.db.select().from(listingViewSalts).where(eq(listingViewSalts.day, '2030-05-01'))).toEqual([]);
    const visitors = await t.db.select().from(listingViewVisitors).where(eq(listingViewVisitors.listingId, c.newer.id));
    expect(visitors.map((row) => row.day)).toEqual(['2030-05-02']);
    const counts = await t.db.select().from(listingViews).where(eq(listingViews.listingId, c.newer.id));
    expect(counts.map((row) => [row.day, row.views]).sort()).toEqual([
      ['2030-05-01', 1],
      ['2030-05-02', 1],
    ]);
  });
});
