import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { analyticsEvents, applications, candidateProfiles, companies, listings, users } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let n = 0;
const stamp = Date.now().toString(36);
const email = (p = 'u') => `${p}${++n}-${stamp}@example.org`;

let admin: typeof users.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  admin = await f.createUser(t.db, { role: 'admin', email: email('admin'), name: 'Ada Admin' });
});
afterAll(() => t.close());

describe('test users', () => {
  it('are for admins only: moderators and everyone else 403, signed out 401', async () => {
    const moderator = await f.createUser(t.db, { role: 'moderator', email: email('mod') });
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const { user: employer } = await f.createEmployer(t.db, { user: { email: email('hr') } });
    for (const user of [moderator, candidate, employer]) {
      const agent = await signIn(t, user);
      expect((await agent.get('/api/admin/test-users')).statusCode).toBe(403);
      const post = await agent.post('/api/admin/test-users', { candidates: 1, employers: 0 });
      expect(post.statusCode).toBe(403);
      expect(post.json().error.message).toBe('Only admins can manage users.');
      expect((await agent.request({ method: 'DELETE', url: '/api/admin/test-users' })).statusCode).toBe(403);
    }
    expect((await new TestAgent(t.app).get('/api/admin/test-users')).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.isTest, true))).toEqual([]);
  });

  it('refuse impossible numbers with the reason, in English and German, and create nothing', async () => {
    const en = await signIn(t, admin);
    const de = await signIn(t, admin, { lang: 'de' });
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { candidates: 0, employers: 0 },
        'Please create at least one candidate or employer.',
        'Bitte lege mindestens eine Bewerberin, einen Bewerber oder einen Arbeitgeber an.',
      ],
      [
        { candidates: 51, employers: 0 },
        'Please enter a number of candidates from 0 to 50.',
        'Bitte gib eine Anzahl an Bewerbenden von 0 bis 50 ein.',
      ],
      [
        { candidates: -1, employers: 1 },
        'Please enter a number of candidates from 0 to 50.',
        'Bitte gib eine Anzahl an Bewerbenden von 0 bis 50 ein.',
      ],
      [
        { candidates: 0, employers: 21 },
        'Please enter a number of employers from 0 to 20.',
        'Bitte gib eine Anzahl an Arbeitgebern von 0 bis 20 ein.',
      ],
      [
        { candidates: 0, employers: 1, listingsPerEmployer: 6 },
        'Please enter a number of listings per employer from 0 to 5.',
        'Bitte gib eine Anzahl an Stellen pro Arbeitgeber von 0 bis 5 ein.',
      ],
      [
        { candidates: 1, employers: 1, applicationsPerListing: 9 },
        'Please enter a number of applications per listing from 0 to 5.',
        'Bitte gib eine Anzahl an Bewerbungen pro Stelle von 0 bis 5 ein.',
      ],
      [
        { candidates: 2, employers: 0, candidateStates: [] },
        'Please choose at least one profile state for the candidates.',
        'Bitte wähle mindestens einen Profilstatus für die Bewerbenden.',
      ],
      [
        { candidates: 'many', employers: 0 },
        'Please enter a number of candidates from 0 to 50.',
        'Bitte gib eine Anzahl an Bewerbenden von 0 bis 50 ein.',
      ],
    ];
    for (const [body, english, german] of cases) {
      const res = await en.post('/api/admin/test-users', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(english);
      expect(JSON.stringify((await de.post('/api/admin/test-users', body)).json())).toContain(german);
    }
    expect(await t.db.select().from(users).where(eq(users.isTest, true))).toEqual([]);
  });

  it('are created in one step in the chosen states, with companies, listings and applications, a shown password and .example addresses', async () => {
    const agent = await signIn(t, admin);
    const res = await agent.post('/api/admin/test-users', {
      candidates: 4,
      candidateStates: ['approved', 'pending'],
      employers: 2,
      listingsPerEmployer: 2,
      applicationsPerListing: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Test users created');
    expect(body.password).toMatch(/^(?=.*[A-Z])(?=.*\d).{8,}$/);
    expect(body.created).toHaveLength(6);
    expect(body.created.every((u: { email: string }) => u.email.endsWith('@azubi-test.example'))).toBe(true);
    expect(body.counts).toEqual({ candidates: 4, employers: 2, companies: 2, listings: 4, applications: 8 });

    const rows = await t.db.select().from(users).where(eq(users.isTest, true));
    expect(rows).toHaveLength(6);
    const states = await t.db
      .select({ status: candidateProfiles.approvalStatus })
      .from(candidateProfiles)
      .where(
        inArray(
          candidateProfiles.userId,
          rows.map((u) => u.id),
        ),
      );
    expect(states.map((s) => s.status).sort()).toEqual(['approved', 'approved', 'pending', 'pending']);
    const testCompanies = await t.db.select().from(companies).where(eq(companies.isTest, true));
    expect(testCompanies).toHaveLength(2);
    expect(testCompanies.every((c) => c.verificationStatus === 'verified')).toBe(true);

    // The shown password signs a test user in; the list shows them with their states and companies.
    const candidate = body.created.find((u: { role: string }) => u.role === 'azubi');
    await signIn(t, candidate, { password: body.password });
    const list = (await agent.get('/api/admin/test-users')).json();
    expect(list.items).toHaveLength(6);
    expect(
      list.items.filter((u: { companyName: string | null }) => u.companyName?.startsWith('Testbetrieb')),
    ).toHaveLength(2);
    expect(list.counts.applications).toBe(8);

    // Audited with who did it.
    const events = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, admin.id));
    expect(events.some((e) => e.metadata.action === 'test_users_created' && e.metadata.by === admin.id)).toBe(true);
  });

  it('are deleted all together in one step, and nothing real goes with them', async () => {
    const { user: real } = await f.createCandidate(t.db, { user: { email: email('real') } });
    const { company: realCompany } = await f.createEmployer(t.db, { user: { email: email('realhr') } });
    const realListing = await f.createListing(t.db, { companyId: realCompany.id });
    const agent = await signIn(t, admin);
    const created = (await agent.post('/api/admin/test-users', { candidates: 2, employers: 1 })).json();
    // A real candidate applied to a test listing; a test candidate to a real one.
    const [testListing] = await t.db
      .select()
      .from(listings)
      .innerJoin(companies, eq(companies.id, listings.companyId))
      .where(eq(companies.isTest, true));
    await f.createApplication(t.db, { listingId: testListing!.listings.id, candidateId: real.id });
    const testCandidate = created.created.find((u: { role: string }) => u.role === 'azubi');
    await f.createApplication(t.db, { listingId: realListing.id, candidateId: testCandidate.id });

    const de = await signIn(t, admin, { lang: 'de' });
    const res = await de.request({ method: 'DELETE', url: '/api/admin/test-users' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Alle Testdaten gelöscht');
    expect(res.json().deleted.candidates).toBeGreaterThanOrEqual(2);

    expect(await t.db.select().from(users).where(eq(users.isTest, true))).toEqual([]);
    expect(await t.db.select().from(companies).where(eq(companies.isTest, true))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, real.id))).toHaveLength(1);
    expect(await t.db.select().from(companies).where(eq(companies.id, realCompany.id))).toHaveLength(1);
    expect(await t.db.select().from(listings).where(eq(listings.id, realListing.id))).toHaveLength(1);
    expect(await t.db.select().from(applications).where(eq(applications.listingId, realListing.id))).toEqual([]);
    expect((await agent.get('/api/admin/test-users')).json()).toEqual({
      items: [],
      counts: { candidates: 0, employers: 0, companies: 0, listings: 0, applications: 0 },
    });

    // Nothing left: said so, in the reader's language.
    const again = await de.request({ method: 'DELETE', url: '/api/admin/test-users' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Es gibt keine Testdaten zum Löschen.');
  });
});
