import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { listings } from '../../db/schema';
import { BrowseQuerySchema } from '@azubi/shared/listings/listing';
import { prefixQuery, searchListingRows, searchListingsQuery, searchWords } from './search-listings';
import { whileFailing } from '../../testing/failing-writes';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const fsjInput = {
  title: 'FSJ im Krankenhaus',
  description: 'Zwölf Monate Freiwilligendienst auf unseren Stationen mit Seminaren.',
  programType: 'fsj',
  category: 'health',
  germanLevelRequired: 'A2',
  location: 'Frankfurt am Main',
  startDate: dateIn(60),
  monthlyAllowance: 450,
  sector: 'health',
  minAge: 18,
  maxAge: 26,
  freeAccommodation: true,
  visaSponsorship: false,
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('search (GET /api/listings)', () => {
  let companyId: string;
  beforeAll(async () => {
    const { company } = await f.createEmployer(t.db, { company: { name: 'Städtisches Klinikum Nordstadt' } });
    companyId = company.id;
    const other = await f.createEmployer(t.db, { company: { name: 'Autohaus Weber' } });
    const make = (values: Partial<typeof listings.$inferInsert>, ageDays: number) =>
      f.createListing(t.db, {
        companyId,
        description: 'Eine Ausbildung mit Zukunft in unserem Team.',
        createdAt: new Date(Date.now() - ageDays * DAY),
        ...values,
      });
    await make(
      {
        title: 'Ausbildung Pflegefachfrau (m/w/d)',
        category: 'health',
        location: 'Hamburg',
        locationSlug: 'hamburg',
        germanLevelRequired: 'B2',
        startDate: dateIn(200),
        freeAccommodation: true,
        visaSponsorship: true,
      },
      1,
    );
    await make(
      {
        title: 'Nursing apprenticeship with language course',
        description: 'Train as a nurse in Berlin with a B1 language course.',
        category: 'health',
        location: 'Berlin',
        locationSlug: 'berlin',
        germanLevelRequired: 'B1',
        startDate: dateIn(90),
      },
      2,
    );
    await make(
      {
        title: 'FSJ Kindergarten',
        programType: 'fsj',
        sector: 'children',
        monthlyAllowance: 400,
        salaryMin: null,
        salaryMax: null,
        durationYears: null,
        category: 'other',
        germanLevelRequired: 'A2',
        location: 'Berlin',
        locationSlug: 'berlin',
        startDate: null,
      },
      3,
    );
    await make({ title: 'Inactive Pflege listing', isActive: false }, 0);
    await f.createListing(t.db, {
      companyId: other.company.id,
      title: 'Ausbildung KFZ-Mechatroniker',
      description: 'Autos reparieren und warten.',
      category: 'engineering',
      location: 'München',
      locationSlug: 'munich',
      germanLevelRequired: 'B1',
      startDate: dateIn(120),
      createdAt: new Date(Date.now() - 4 * DAY),
    });
  });

  const titles = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((l: { title: string }) => l.title) as string[];
  };

  it('finds German and English words by prefix, in title, description and company, never inactive listings', async () => {
    expect(await titles('q=pflege')).toEqual(['Ausbildung Pflegefachfrau (m/w/d)']);
    expect(await titles('q=nurs')).toEqual(['Nursing apprenticeship with language course']);
    expect(await titles('q=language%20course')).toEqual(['Nursing apprenticeship with language course']);
    expect(await titles('q=autohaus')).toEqual(['Ausbildung KFZ-Mechatroniker']);
    expect(await titles('q=nordstadt').then((r) => r.length)).toBe(3);
  });

  it('tolerates typos', async () => {
    expect(await titles('q=pflegefachfaru')).toContain('Ausbildung Pflegefachfrau (m/w/d)');
    expect(await titles('q=mechatronicker')).toContain('Ausbildung KFZ-Mechatroniker');
  });

  it('filters by location, category, program, German level, start dates, visa and accommodation', async () => {
    expect(await titles('location=berlin&sort=oldest')).toEqual([
      'FSJ Kindergarten',
      'Nursing apprenticeship with language course',
    ]);
    expect(await titles('category=engineering')).toEqual(['Ausbildung KFZ-Mechatroniker']);
    expect(await titles('programType=fsj')).toEqual(['FSJ Kindergarten']);
    // A candidate with B1 sees listings requiring at most B1.
    expect((await titles('germanLevel=B1')).sort()).toEqual([
      'Ausbildung KFZ-Mechatroniker',
      'FSJ Kindergarten',
      'Nursing apprenticeship with language course',
    ]);
    expect(await titles(`startFrom=${dateIn(100)}&startTo=${dateIn(150)}`)).toEqual(['Ausbildung KFZ-Mechatroniker']);
    expect(await titles('visa=true')).toEqual(['Ausbildung Pflegefachfrau (m/w/d)']);
    expect(await titles('accommodation=true&location=hamburg')).toEqual(['Ausbildung Pflegefachfrau (m/w/d)']);
    expect(await titles('q=ausbildung&location=munich')).toEqual(['Ausbildung KFZ-Mechatroniker']);
  });

  it('sorts newest, oldest and by earliest start (no date last)', async () => {
    const newest = await titles('');
    expect(newest.slice(0, 2)).toEqual([
      'Ausbildung Pflegefachfrau (m/w/d)',
      'Nursing apprenticeship with language course',
    ]);
    expect(await titles('sort=oldest').then((r) => r[0])).toBe('Ausbildung KFZ-Mechatroniker');
    const byStart = await titles('sort=start');
    expect(byStart).toEqual([
      'Nursing apprenticeship with language course',
      'Ausbildung KFZ-Mechatroniker',
      'Ausbildung Pflegefachfrau (m/w/d)',
      'FSJ Kindergarten',
    ]);
  });

  it('pages with a cursor without repeating or skipping, for every sort', async () => {
    for (const sort of ['newest', 'oldest', 'start']) {
      const all = await titles(`sort=${sort}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { json(): { items: { title: string }[]; nextCursor: string | null } } = await t.app.inject({
          method: 'GET',
          url: `/api/listings?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        });
        const page = res.json();
        seen.push(...page.items.map((l) => l.title));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual(all);
    }
  });

  it('refuses bad filters with messages in the request language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/listings?location=paris&startFrom=tomorrow',
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      location: 'Bitte wähle eine der angebotenen Optionen',
      startFrom: 'Bitte gib ein gültiges Datum ein',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/listings?cursor=garbage' })).statusCode).toBe(400);
  });

  it('keeps the search up to date when a company is renamed', async () => {
    const { company } = await f.createEmployer(t.db, { company: { name: 'Alte Firma' } });
    await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Tischler' });
    expect(await titles('q=zimmerei%20sonnenschein')).toEqual([]);
    const { companies } = await import('../../db/schema');
    await t.db.update(companies).set({ name: 'Zimmerei Sonnenschein' }).where(eq(companies.id, company.id));
    expect(await titles('q=zimmerei%20sonnenschein')).toEqual(['Ausbildung Tischler']);
  });
});

describe('listing page (GET /api/listings/:id)', () => {
  it('shows an active listing with its company to anyone; one closed long ago only to its team (410 for others)', async () => {
    const { user, company } = await f.createEmployer(t.db, {
      company: { name: 'Sonnen-Apotheke', verificationStatus: 'verified' },
    });
    const active = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung PTA' });
    const inactive = await f.createListing(t.db, { companyId: company.id, isActive: false });
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${active.id}` });
    expect(res.json()).toMatchObject({ title: 'Ausbildung PTA', company: { name: 'Sonnen-Apotheke', verified: true } });
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${inactive.id}`,
      headers: { 'accept-language': 'de' },
    });
    expect(hidden.statusCode).toBe(410);
    expect(hidden.json().error).toEqual({
      code: 'GONE',
      message: 'Das Unternehmen hat diese Stelle geschlossen. Ähnliche Stellen finden Sie auf Azubi Connect.',
    });
    const english = await t.app.inject({ method: 'GET', url: `/api/listings/${inactive.id}` });
    expect(english.json().error.message).toBe(
      'The company closed this listing. Similar places are open on Azubi Connect.',
    );
    expect((await (await signIn(t, user)).get(`/api/listings/${inactive.id}`)).statusCode).toBe(200);
  });
});

describe('employer listings', () => {
  it('create, edit, deactivate and reactivate, with counts by status', async () => {
    const { user, company } = await f.createEmployer(t.db);
    const a = await signIn(t, user);
    const created = await a.post('/api/employer/listings', fsjInput);
    expect(created.statusCode, created.body).toBe(201);
    const listing = created.json();
    expect(listing).toMatchObject({
      title: 'FSJ im Krankenhaus',
      programType: 'fsj',
      sector: 'health',
      monthlyAllowance: 450,
      salaryMin: null,
      isActive: true,
    });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.locationSlug).toBe('frankfurt');

    const edited = await a.request({
      method: 'PUT',
      url: `/api/employer/listings/${listing.id}`,
      payload: { ...fsjInput, title: 'FSJ in der Notaufnahme' },
    });
    expect(edited.json().title).toBe('FSJ in der Notaufnahme');

    const off = await a.post(`/api/employer/listings/${listing.id}/active`, { isActive: false });
    expect(off.json().message).toBe('Listing deactivated');
    expect((await t.app.inject({ method: 'GET', url: '/api/listings?q=notaufnahme' })).json().items).toEqual([]);
    await a.post(`/api/employer/listings/${listing.id}/active`, { isActive: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/listings?q=notaufnahme' })).json().items).toHaveLength(1);

    const { user: candidate } = await f.createCandidate(t.db);
    await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id, status: 'shortlisted' });
    const { user: second } = await f.createCandidate(t.db);
    await f.createApplication(t.db, { listingId: listing.id, candidateId: second.id });
    const mine = (await a.get('/api/employer/listings')).json();
    expect(mine.find((l: { id: string }) => l.id === listing.id).applicationCounts).toEqual({
      shortlisted: 1,
      pending: 1,
    });
    expect(mine.every((l: { companyId: string }) => l.companyId === company.id)).toBe(true);
  });

  it('a team member manages the company’s listings too', async () => {
    const { company } = await f.createEmployer(t.db);
    const member = await f.createUser(t.db, { role: 'team_member' });
    await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
    const res = await (await signIn(t, member)).post('/api/employer/listings', fsjInput);
    expect(res.statusCode).toBe(201);
    expect(res.json().companyId).toBe(company.id);
  });

  const invalid: [string, Record<string, unknown>, string, string, string][] = [
    [
      'FSJ without sector',
      { sector: null },
      'sector',
      'Sector is required for FSJ listings',
      'Für FSJ-Stellen ist ein Bereich erforderlich',
    ],
    [
      'BFD without sector',
      { programType: 'bfd', sector: undefined },
      'sector',
      'Sector is required for FSJ listings',
      'Für FSJ-Stellen ist ein Bereich erforderlich',
    ],
    [
      'FSJ without allowance',
      { monthlyAllowance: null },
      'monthlyAllowance',
      'Please enter the monthly allowance',
      'Bitte gib das monatliche Taschengeld ein',
    ],
    [
      'Ausbildung without duration',
      { programType: 'ausbildung', durationYears: null },
      'durationYears',
      'Please enter the duration in years',
      'Bitte gib die Dauer in Jahren ein',
    ],
    [
      'Ausbildung asking for less than B1',
      { programType: 'ausbildung', durationYears: 3, germanLevelRequired: 'A2' },
      'germanLevelRequired',
      'An Ausbildung listing must require German at level B1 or higher',
      'Eine Ausbildungsstelle muss Deutsch mindestens auf Niveau B1 verlangen',
    ],
    [
      'FSJ asking for less than A2',
      { germanLevelRequired: 'A1' },
      'germanLevelRequired',
      'An FSJ or BFD listing must require German at level A2 or higher',
      'Eine FSJ- oder BFD-Stelle muss Deutsch mindestens auf Niveau A2 verlangen',
    ],
    [
      'no German level',
      { germanLevelRequired: undefined },
      'germanLevelRequired',
      'Please choose the German level required',
      'Bitte wähle das erforderliche Deutschniveau',
    ],
    [
      'short title',
      { title: ' <> ' },
      'title',
      'Please enter a position title (at least 3 characters)',
      'Bitte gib einen Stellentitel ein (mindestens 3 Zeichen)',
    ],
    [
      'salary range upside down',
      { programType: 'ausbildung', durationYears: 3, salaryMin: 1500, salaryMax: 1000 },
      'salaryMax',
      'The minimum salary must not be higher than the maximum',
      'Das Mindestgehalt darf nicht höher als das Höchstgehalt sein',
    ],
    ['age under 16', { minAge: 15 }, 'minAge', 'The minimum age is 16', 'Das Mindestalter ist 16'],
    [
      'age range upside down',
      { minAge: 30, maxAge: 20 },
      'maxAge',
      'The minimum age must not be higher than the maximum age',
      'Das Mindestalter darf nicht höher als das Höchstalter sein',
    ],
    [
      'bad start date',
      { startDate: '2027-13-45' },
      'startDate',
      'Please enter a valid date',
      'Bitte gib ein gültiges Datum ein',
    ],
  ];
  it.each(invalid)(
    'refuses %s with the message in English and German, and saves nothing',
    async (_name, override, field, en, de) => {
      const { user, company } = await f.createEmployer(t.db);
      const enRes = await (await signIn(t, user)).post('/api/employer/listings', { ...fsjInput, ...override });
      expect(enRes.statusCode).toBe(400);
      expect(enRes.json().error.fields[field]).toBe(en);
      const deRes = await (
        await signIn(t, user, { lang: 'de' })
      ).post('/api/employer/listings', { ...fsjInput, ...override });
      expect(deRes.json().error.fields[field]).toBe(de);
      expect(await t.db.select().from(listings).where(eq(listings.companyId, company.id))).toEqual([]);
    },
  );

  it('cleans free text: angle brackets stripped, trimmed, description cut to 1000', async () => {
    const { user } = await f.createEmployer(t.db);
    const res = await (
      await signIn(t, user)
    ).post('/api/employer/listings', {
      ...fsjInput,
      title: '  <b>FSJ</b> Sport  ',
      description: `<script>x</script>${'a'.repeat(1200)}`,
    });
    expect(res.json().title).toBe('bFSJ/b Sport');
    expect(res.json().description).toHaveLength(1000);
    expect(res.json().description.startsWith('scriptx/script')).toBe(true);
  });

  it('keeps another company’s listings out of reach', async () => {
    const { company: other } = await f.createEmployer(t.db);
    const theirs = await f.createListing(t.db, { companyId: other.id });
    const { user } = await f.createEmployer(t.db);
    const a = await signIn(t, user);
    expect(
      (await a.request({ method: 'PUT', url: `/api/employer/listings/${theirs.id}`, payload: fsjInput })).statusCode,
    ).toBe(404);
    expect((await a.post(`/api/employer/listings/${theirs.id}/active`, { isActive: false })).statusCode).toBe(404);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, theirs.id));
    expect(row?.isActive).toBe(true);
  });

  it('is for employers with a company only', async () => {
    const { user: candidate } = await f.createCandidate(t.db);
    const res = await (await signIn(t, candidate)).post('/api/employer/listings', fsjInput);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only employers can do this.');
    const lonely = await f.createUser(t.db, { role: 'employer' });
    const none = await (await signIn(t, lonely)).get('/api/employer/listings');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('Company profile not found');
  });
});

describe('employer onboarding', () => {
  it('needs a verified e-mail', async () => {
    const user = await f.createUser(t.db, { role: 'employer', emailVerified: false });
    for (const [lang, message] of [
      [undefined, 'Please verify your email before completing your profile.'],
      ['de', 'Bitte bestätige deine E-Mail-Adresse, bevor du dein Profil vervollständigst.'],
    ] as const) {
      const res = await (
        await signIn(t, user, { lang })
      ).post('/api/employer/onboarding', { companyName: 'Muster GmbH', industry: 'Handwerk', location: 'Köln' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('requires company name, industry and location, then creates the company with the employer as team admin', async () => {
    const user = await f.createUser(t.db, { role: 'employer' });
    const a = await signIn(t, user);
    const bad = await a.post('/api/employer/onboarding', { companyName: '', industry: ' ', location: '' });
    expect(bad.json().error.fields).toEqual({
      companyName: 'Company name is required',
      industry: 'Industry is required',
      location: 'Location is required',
    });
    const ok = await a.post('/api/employer/onboarding', {
      companyName: 'Muster GmbH',
      industry: 'Handwerk',
      location: 'Köln',
    });
    expect(ok.statusCode).toBe(200);
    expect((await a.get('/api/me')).json().company).toMatchObject({ name: 'Muster GmbH', teamRole: 'admin' });
    const again = await a.post('/api/employer/onboarding', {
      companyName: 'Muster & Söhne GmbH',
      industry: 'Handwerk',
      location: 'Köln',
    });
    expect(again.json().id).toBe(ok.json().id);
    expect((await a.get('/api/employer/company')).json().name).toBe('Muster & Söhne GmbH');
  });
});

describe('failures of our own are reported with the spec’s texts, in both languages', () => {
  it('"Error creating listing", and nothing is saved', async () => {
    const { user, company } = await f.createEmployer(t.db);
    const [en, de] = [await signIn(t, user), await signIn(t, user, { lang: 'de' })];
    await whileFailing(t.db, 'listings', 'INSERT', async () => {
      const res = await en.post('/api/employer/listings', fsjInput);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Error creating listing');
      expect((await de.post('/api/employer/listings', fsjInput)).json().error.message).toBe(
        'Fehler beim Erstellen der Stelle',
      );
    });
    expect(await t.db.select().from(listings).where(eq(listings.companyId, company.id))).toEqual([]);
  });

  it('"Error updating listing", and the listing stays as it was', async () => {
    const { user, company } = await f.createEmployer(t.db);
    const listing = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Koch' });
    const [en, de] = [await signIn(t, user), await signIn(t, user, { lang: 'de' })];
    const edit = (agent: TestAgent) =>
      agent.request({ method: 'PUT', url: `/api/employer/listings/${listing.id}`, payload: fsjInput });
    await whileFailing(t.db, 'listings', 'UPDATE', async () => {
      const res = await edit(en);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Error updating listing');
      expect((await edit(de)).json().error.message).toBe('Fehler beim Aktualisieren der Stelle');
    });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.title).toBe('Ausbildung Koch');
  });

  it('"Error fetching listings" when the search or the company’s list cannot be read', async () => {
    const { user } = await f.createEmployer(t.db);
    const employer = await signIn(t, user, { lang: 'de' });
    await t.db.execute(sql.raw('alter table companies rename to companies_unavailable'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/listings?q=pflege' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Error fetching listings');
      const de = await t.app.inject({ method: 'GET', url: '/api/listings', headers: { 'accept-language': 'de' } });
      expect(de.json().error.message).toBe('Fehler beim Laden der Stellen');
      expect((await employer.get('/api/employer/listings')).json().error.message).toBe('Fehler beim Laden der Stellen');
    } finally {
      await t.db.execute(sql.raw('alter table companies_unavailable rename to companies'));
    }
  });
});

describe('program rules and input checks', () => {
  it('an Ausbildung keeps salary range and duration; allowance and sector belong to FSJ/BFD only', async () => {
    const { user } = await f.createEmployer(t.db);
    const res = await (
      await signIn(t, user)
    ).post('/api/employer/listings', {
      ...fsjInput,
      title: 'Ausbildung Kauffrau für Büromanagement',
      programType: 'ausbildung',
      germanLevelRequired: 'B1',
      durationYears: 3,
      salaryMin: 1000,
      salaryMax: 1250,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      programType: 'ausbildung',
      durationYears: '3.0',
      salaryMin: 1000,
      salaryMax: 1250,
      monthlyAllowance: null,
      sector: null,
    });
    const bfd = await (
      await signIn(t, user)
    ).post('/api/employer/listings', { ...fsjInput, programType: 'bfd', sector: 'environment', salaryMin: 900 });
    expect(bfd.json()).toMatchObject({
      programType: 'bfd',
      sector: 'environment',
      monthlyAllowance: 450,
      salaryMin: null,
    });
  });

  it('refuses a day that does not exist, in the listing and in the search, without a server error', async () => {
    const { user, company } = await f.createEmployer(t.db);
    const res = await (
      await signIn(t, user, { lang: 'de' })
    ).post('/api/employer/listings', { ...fsjInput, startDate: '2027-02-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.startDate).toBe('Bitte gib ein gültiges Datum ein');
    expect(await t.db.select().from(listings).where(eq(listings.companyId, company.id))).toEqual([]);
    const search = await t.app.inject({ method: 'GET', url: '/api/listings?startFrom=2027-02-29&startTo=2028-02-29' });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual({ startFrom: 'Please enter a valid date' });
  });

  it('refuses a tampered cursor with 400, never a server error', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      { k: 'yesterday', id: crypto.randomUUID() },
      { k: '2027-02-31T00:00:00.000Z', id: crypto.randomUUID() },
      { k: '2027-01-01', id: '-'.repeat(36) },
      { k: '2027-01-01', id: crypto.randomUUID(), m: 'sql' },
      null,
      [],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings?sort=start&cursor=${cursor(bad)}` });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('search details', () => {
  let companyId: string;
  const created = new Date(Date.now() - 10 * DAY);
  beforeAll(async () => {
    ({
      company: { id: companyId },
    } = await f.createEmployer(t.db, { company: { name: 'Quellwerk Umweltstiftung' } }));
    // Five listings created at the same instant: paging must still be stable (ties broken by id).
    for (const [i, level] of (['A2', 'A2', 'B1', 'B2', 'C1'] as const).entries()) {
      await f.createListing(t.db, {
        companyId,
        title: `BFD Umwelt und Natur ${i + 1}`,
        description: 'Ein Jahr draußen: Gewässerschutz, Artenvielfalt und Umweltbildung.',
        programType: 'bfd',
        sector: 'environment',
        monthlyAllowance: 420,
        salaryMin: null,
        salaryMax: null,
        durationYears: null,
        germanLevelRequired: level,
        location: 'Stuttgart',
        locationSlug: 'stuttgart',
        createdAt: created,
      });
    }
  });

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: { id: string; title: string; germanLevelRequired: string }[];
      nextCursor: string | null;
    };
  };

  it('a candidate with A2 finds only listings requiring A2; BFD is its own program type', async () => {
    const a2 = await search('q=quellwerk&germanLevel=A2');
    expect(a2.items.map((l) => l.germanLevelRequired)).toEqual(['A2', 'A2']);
    expect((await search('q=quellwerk&programType=bfd')).items).toHaveLength(5);
    expect((await search('q=quellwerk&programType=ausbildung')).items).toEqual([]);
  });

  it('pages one at a time through listings created at the same instant without repeats or gaps', async () => {
    for (const sort of ['newest', 'oldest', 'start']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await search(`q=quellwerk&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((l) => l.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toHaveLength(5);
      expect(new Set(seen).size, sort).toBe(5);
    }
  });

  it('pages through listings created within one millisecond, microseconds apart, without gaps', async () => {
    const ids: string[] = [];
    for (const micro of ['000300', '000100', '000200']) {
      const { id } = await f.createListing(t.db, { companyId, title: `BFD Mikrosekunde ${micro}` });
      await t.db.execute(
        sql`update listings set created_at = ${`2026-03-01T08:00:00.${micro}Z`}::timestamptz where id = ${id}`,
      );
      ids.push(id);
    }
    for (const sort of ['newest', 'oldest']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await search(`q=mikrosekunde&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((l) => l.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual(sort === 'newest' ? [ids[0], ids[2], ids[1]] : [ids[1], ids[2], ids[0]]);
    }
  });

  it('text made only of punctuation or a word nobody uses finds nothing and fails nothing', async () => {
    expect((await search(`q=${encodeURIComponent('%&|!:*()<>\'"')}`)).items).toBeDefined();
    expect((await search('q=zzzyxwq')).items).toEqual([]);
  });

  it('odd words in a listing (e-mail, web address, C++, O’Neil, emoji) never break the typo search', async () => {
    await f.createListing(t.db, {
      companyId,
      title: "Entwickler:in C++ & C# (m|w|d) bei O'Neil's Café \\ Büro!",
      description:
        'Bewerbung an info@quellwerk.de, mehr unter https://quellwerk.de/jobs?x=1 🙂 Ärzte-Team 3,5 Tage/Woche',
    });
    expect((await search('q=entwikler')).items.map((l) => l.title)).toEqual([
      "Entwickler:in C++ & C# (m|w|d) bei O'Neil's Café \\ Büro!",
    ]);
    for (const q of ['info%40quelwerk', 'quellwerk.dee', '%C3%A4rzte-teem', 'tage%2Fwoch', 'oneils', 'caffe']) {
      await search(`q=${q}`);
    }
  });

  it('a word of the description is found, and typos in it too', async () => {
    expect((await search('q=gew%C3%A4ssersch')).items).toHaveLength(5);
    expect((await search('q=artenvielfald')).items).toHaveLength(5);
  });

  it('a word first used a moment ago is found at once, by its start too; once its listing is gone, it finds nothing', async () => {
    // A word no known word starts with skips the search and goes to similar words: the list of
    // known words must hold a new listing's words as soon as the listing is saved.
    const listing = await f.createListing(t.db, {
      companyId,
      title: 'Ausbildung Zylinderkopfdichtungsprüfer',
      description: 'Ein Beruf mit Zukunft.',
    });
    expect((await search('q=zylinderkopf')).items.map((item) => item.id)).toEqual([listing.id]);
    expect((await search('q=ausbildung%20zylinderkopfdichtungspr%C3%BCfer')).items.map((item) => item.id)).toEqual([
      listing.id,
    ]);
    await t.db.delete(listings).where(eq(listings.id, listing.id));
    expect((await search('q=zylinderkopf')).items).toEqual([]);
  });
});

describe('the two plans of a search (ADR 0007)', () => {
  const LEVELS = ['A2', 'B1', 'B2', 'C1'] as const;
  const SLUGS = ['berlin', 'hamburg', null] as const;
  beforeAll(async () => {
    const { company } = await f.createEmployer(t.db, { company: { name: 'Planwerk Lindenhausen' } });
    for (let i = 0; i < 48; i++) {
      const fsj = i % 3 === 0;
      await f.createListing(t.db, {
        companyId: company.id,
        title: fsj ? `FSJ Planwerk ${i}` : `Ausbildung Planwerk Kauffrau ${i}`,
        description: i % 4 === 0 ? 'Planwerk mit Wohnung und Team.' : 'Planwerk im Team.',
        programType: fsj ? 'fsj' : 'ausbildung',
        sector: fsj ? 'health' : null,
        category: i % 5 === 0 ? 'it' : 'business',
        germanLevelRequired: LEVELS[i % 4]!,
        location: SLUGS[i % 3] ?? 'Neulindenhausen',
        locationSlug: SLUGS[i % 3],
        startDate: i % 7 === 0 ? null : dateIn(10 + ((i * 37) % 300)),
        visaSponsorship: i % 2 === 0,
        freeAccommodation: i % 4 === 0,
        isActive: i % 11 !== 5,
        // Some at the same instant, so ties are broken by id in both plans.
        createdAt: new Date(Date.now() - Math.floor(i / 2) * DAY),
      });
    }
  });

  const QUERIES: Record<string, string>[] = [
    { q: 'planwerk' },
    { q: 'planwerk', sort: 'oldest' },
    { q: 'planwerk', sort: 'start' },
    { q: 'planwerk kauffrau', location: 'hamburg' },
    { q: 'planwerk', visa: 'true', accommodation: 'true' },
    { q: 'planwerk', germanLevel: 'B1', programType: 'ausbildung' },
    { q: 'planwerk', category: 'it', sort: 'start', startFrom: dateIn(50), startTo: dateIn(250) },
    { q: 'planwerk wohnung', programType: 'fsj', sort: 'oldest' },
    { q: 'planwerk', programType: 'fsj', category: 'it' },
  ];

  it('walk and narrow find the same listings in the same order, page after page', async () => {
    for (const params of QUERIES) {
      const all = BrowseQuerySchema.parse({ ...params, limit: '50' });
      const tsquery = prefixQuery(searchWords(all.q));
      // The filters alone, exactly, over every listing: a walk whose budget covers the table.
      const expected = (await searchListingsQuery(t.db, all, tsquery, 'walk', 10_000)).map((row) => row.id);
      expect(expected.length, JSON.stringify(params)).toBeGreaterThan(0);
      // Narrowing with the facet index and the start-date window finds exactly those.
      expect((await searchListingsQuery(t.db, all, tsquery, 'narrow')).map((row) => row.id)).toEqual(expected);
      // A walk of 6 listings fills a page of 4 (and one more) or hands over to the narrowing.
      const page = BrowseQuerySchema.parse({ ...params, limit: '4' });
      expect((await searchListingRows(t.db, page, tsquery, 6)).map((row) => row.id)).toEqual(expected.slice(0, 5));
      // Page after page through the endpoint: walked pages, then the narrowed last one.
      const paged: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await t.app.inject({
          url: `/api/listings?${new URLSearchParams({ ...params, limit: '4', ...(cursor ? { cursor } : {}) })}`,
        });
        expect(res.statusCode).toBe(200);
        const body = res.json() as { items: { id: string }[]; nextCursor: string | null };
        paged.push(...body.items.map((item) => item.id));
        cursor = body.nextCursor ?? undefined;
      } while (cursor);
      expect(paged, JSON.stringify(params)).toEqual(expected);
    }
  });

  it('keeps the facets in step with the listing', async () => {
    const { company } = await f.createEmployer(t.db);
    const listing = await f.createListing(t.db, {
      companyId: company.id,
      programType: 'ausbildung',
      category: 'it',
      germanLevelRequired: 'B2',
      location: 'Berlin',
      locationSlug: 'berlin',
      visaSponsorship: true,
    });
    const facets = async () =>
      (await t.db.select({ f: listings.browseFacets }).from(listings).where(eq(listings.id, listing.id)))[0]!.f.sort();
    expect(await facets()).toEqual(['c:it', 'g:B2', 'g:C1', 'g:C2', 'l:berlin', 'p:ausbildung', 'visa']);
    await t.db
      .update(listings)
      .set({
        category: 'business',
        locationSlug: null,
        visaSponsorship: false,
        freeAccommodation: true,
        germanLevelRequired: 'C1',
      })
      .where(eq(listings.id, listing.id));
    expect(await facets()).toEqual(['accommodation', 'c:business', 'g:C1', 'g:C2', 'p:ausbildung']);
  });
});

describe('inactive listings', () => {
  it('closed long ago, are gone for candidates, other companies and visitors, by id, and never found by text', async () => {
    const { company } = await f.createEmployer(t.db, { company: { name: 'Verborgene Werkstatt' } });
    const hidden = await f.createListing(t.db, {
      companyId: company.id,
      title: 'Ausbildung Goldschmied',
      isActive: false,
    });
    const { user: candidate } = await f.createCandidate(t.db);
    const { user: otherEmployer } = await f.createEmployer(t.db);
    for (const agent of [await signIn(t, candidate), await signIn(t, otherEmployer), new TestAgent(t.app)]) {
      expect((await agent.get(`/api/listings/${hidden.id}`)).statusCode).toBe(410);
      expect((await agent.get('/api/listings?q=goldschmied')).json().items).toEqual([]);
      expect((await agent.get('/api/listings?q=verborgene%20werkstatt')).json().items).toEqual([]);
    }
  });
});

describe('a listing closed recently (ADR 0027)', () => {
  it('is shown to anyone as no longer open, without its contact details, until 30 days after closing', async () => {
    const { user, company } = await f.createEmployer(t.db, { company: { name: 'Gärtnerei Grün' } });
    const listing = await f.createListing(t.db, {
      companyId: company.id,
      title: 'Ausbildung Gärtner',
      contactPerson: 'Frau Blum',
      contactPhone: '+49 30 123456',
    });
    const team = await signIn(t, user);
    expect((await team.post(`/api/employer/listings/${listing.id}/active`, { isActive: false })).statusCode).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.closedAt).toBeInstanceOf(Date);

    const visitor = new TestAgent(t.app);
    const shown = await visitor.get(`/api/listings/${listing.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      title: 'Ausbildung Gärtner',
      isActive: false,
      contactPerson: null,
      contactPhone: null,
    });
    expect((await team.get(`/api/listings/${listing.id}`)).json()).toMatchObject({ contactPerson: 'Frau Blum' });

    await t.db
      .update(listings)
      .set({ closedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(listings.id, listing.id));
    expect((await visitor.get(`/api/listings/${listing.id}`)).statusCode).toBe(410);
    expect((await team.get(`/api/listings/${listing.id}`)).statusCode).toBe(200);

    // Opened again, it is an open listing like any other.
    expect((await team.post(`/api/employer/listings/${listing.id}/active`, { isActive: true })).statusCode).toBe(200);
    const [reopened] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(reopened!.closedAt).toBeNull();
    expect((await visitor.get(`/api/listings/${listing.id}`)).json()).toMatchObject({ isActive: true });
  });
});

describe("the partners' feed opt-out in the listing form", () => {
  it('is stored with the listing and given back to its team', async () => {
    const { user } = await f.createEmployer(t.db);
    const a = await signIn(t, user);
    const created = await a.post('/api/employer/listings', { ...fsjInput, inPartnerFeed: false });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().inPartnerFeed).toBe(false);
    const edited = await a.request({
      method: 'PUT',
      url: `/api/employer/listings/${created.json().id}`,
      payload: { ...fsjInput },
    });
    expect(edited.json().inPartnerFeed).toBe(true);
    const bad = await a.request({
      method: 'PUT',
      url: `/api/employer/listings/${created.json().id}`,
      payload: { ...fsjInput, inPartnerFeed: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('employer onboarding, refused', () => {
  it('an unverified employer creates no company', async () => {
    const user = await f.createUser(t.db, { role: 'employer', emailVerified: false });
    await (
      await signIn(t, user)
    ).post('/api/employer/onboarding', {
      companyName: 'Ungeprüft GmbH',
      industry: 'Handel',
      location: 'Bremen',
    });
    const { companies } = await import('../../db/schema');
    expect(await t.db.select().from(companies).where(eq(companies.name, 'Ungeprüft GmbH'))).toEqual([]);
  });

  it('names the missing fields in German too, and creates nothing', async () => {
    const user = await f.createUser(t.db, { role: 'employer' });
    const res = await (
      await signIn(t, user, { lang: 'de' })
    ).post('/api/employer/onboarding', { companyName: ' <> ', industry: '', location: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      companyName: 'Firmenname ist erforderlich',
      industry: 'Branche ist erforderlich',
      location: 'Standort ist erforderlich',
    });
    expect((await (await signIn(t, user)).get('/api/employer/company')).statusCode).toBe(404);
  });

  it('a team member cannot onboard a company of their own', async () => {
    const member = await f.createUser(t.db, { role: 'team_member' });
    const res = await (
      await signIn(t, member)
    ).post('/api/employer/onboarding', {
      companyName: 'Eigene GmbH',
      industry: 'Handel',
      location: 'Bremen',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only employers can do this.');
  });
});
