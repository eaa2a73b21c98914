import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../db/factories';
import { companies } from '../db/schema';
import { createTestApp, FIXTURE_WEB_DIST, type TestApp } from '../testing/test-app';
import { employerDescription } from './render-page';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ webDistDir: FIXTURE_WEB_DIST });
});
afterAll(() => t.close());

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@graph': Record<string, unknown>[] },
  );

describe('the public employer page /employer-profile/:employerId', () => {
  it('has its own title, description, canonical address and Organization data, in both languages', async () => {
    const { company } = await f.createEmployer(t.db, {
      company: {
        name: 'Klinikum Nord GmbH',
        industry: 'Healthcare',
        location: 'Hamburg',
        website: 'https://www.klinikum-nord.de',
        about: 'We train 40 nurses a year in Hamburg.',
        verificationStatus: 'verified',
      },
    });
    const listing = await f.createListing(t.db, { companyId: company.id, title: 'Pflegefachmann (m/w/d)' });
    for (const [path, locale] of [
      [`/employer-profile/${company.id}`, 'en'],
      [`/de/employer-profile/${company.id}`, 'de'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Klinikum Nord GmbH – Azubi Connect</title>');
      expect(res.body).toContain('<meta name="description" content="We train 40 nurses a year in Hamburg.">');
      expect(res.body).toContain(`<link rel="canonical" href="https://azubi.test${path}">`);
      expect(res.body).not.toContain('noindex');
      const [data] = jsonLd(res.body);
      const organization = data!['@graph'].find((node) => node['@type'] === 'Organization');
      expect(organization).toMatchObject({
        name: 'Klinikum Nord GmbH',
        url: `https://azubi.test${path}`,
        sameAs: ['https://www.klinikum-nord.de'],
        address: { '@type': 'PostalAddress', addressLocality: 'Hamburg' },
        makesOffer: [
          {
            '@type': 'Offer',
            name: 'Pflegefachmann (m/w/d)',
            url: `https://azubi.test${locale === 'de' ? '/de' : ''}/jobs/${listing.id}`,
          },
        ],
      });
    }
  });

  it('describes a company without an about text by what, where and how many places', async () => {
    const { company } = await f.createEmployer(t.db, {
      company: { name: 'Bäckerei Sonne', industry: 'Bakery', location: 'Leipzig', about: null },
    });
    const res = await t.app.inject({ method: 'GET', url: `/de/employer-profile/${company.id}` });
    expect(res.body).toContain(
      '<meta name="description" content="Bäckerei Sonne (Bakery, Leipzig) auf Azubi Connect: 0 offene Stellen für Ausbildung und Freiwilligendienst.">',
    );
    const long = 'Wir backen. '.repeat(30);
    const text = employerDescription('en', {
      id: company.id,
      name: 'X',
      about: long,
      industry: null,
      location: null,
      website: null,
      logoUrl: null,
      bannerUrl: null,
      verified: false,
      listings: [],
      reviews: { summary: { average: null, count: 0 }, items: [] },
    });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('backen.…')).toBe(true);
  });

  it('answers 404 with the not-found head for an unknown or malformed id', async () => {
    for (const path of [
      `/employer-profile/${crypto.randomUUID()}`,
      '/employer-profile/nobody',
      '/de/employer-profile/%E0%A4%A',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toMatch(/<title>(Page not found|Seite nicht gefunden) – Azubi Connect<\/title>/);
      expect(res.body).toContain('noindex');
    }
  });

  it('escapes what the company wrote in the head', async () => {
    const { company } = await f.createEmployer(t.db, {
      company: { name: 'Evil "Co" </script><script>alert(1)</script>' },
    });
    await t.db.update(companies).set({ about: null }).where(eq(companies.id, company.id));
    const res = await t.app.inject({ method: 'GET', url: `/employer-profile/${company.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });
});
