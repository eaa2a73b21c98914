import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as f from '../../db/factories';
import { listings, translations } from '../../db/schema';
import { createTestApp, FIXTURE_WEB_DIST, type TestApp } from '../../testing/test-app';
import { textHash } from '../translation/translate-text';
import { listingSitemapStarts, streamListingSitemap } from './listing-sitemaps';

let t: TestApp;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/**
 * Google's JobPosting, as its documentation for job search lists the properties
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): every required
 * property, and the recommended ones a listing of ours can state. Our posting must satisfy it.
 */
const PostalAddress = z.object({
  '@type': z.literal('PostalAddress'),
  addressLocality: z.string().min(1),
  addressRegion: z.string().min(1).optional(),
  addressCountry: z.literal('DE'),
});
const GoogleJobPosting = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('JobPosting'),
  // Required.
  title: z
    .string()
    .min(1)
    .refine((title) => !/<[a-z/]/i.test(title) || title.includes('&lt;') || title.includes('<'), 'title'),
  description: z.string().min(1),
  datePosted: z.iso.datetime({ offset: true }),
  hiringOrganization: z.object({
    '@type': z.literal('Organization'),
    name: z.string().min(1),
    sameAs: z.url().optional(),
    logo: z.url().optional(),
  }),
  jobLocation: z.object({ '@type': z.literal('Place'), address: PostalAddress }),
  // Recommended.
  validThrough: z.iso.date(),
  employmentType: z.enum([
    'FULL_TIME',
    'PART_TIME',
    'CONTRACTOR',
    'TEMPORARY',
    'INTERN',
    'VOLUNTEER',
    'PER_DIEM',
    'OTHER',
  ]),
  identifier: z.object({ '@type': z.literal('PropertyValue'), name: z.string().min(1), value: z.string().min(1) }),
  directApply: z.boolean(),
  baseSalary: z.object({
    '@type': z.literal('MonetaryAmount'),
    currency: z.literal('EUR'),
    value: z.union([
      z.object({ '@type': z.literal('QuantitativeValue'), value: z.number().positive(), unitText: z.literal('MONTH') }),
      z.object({
        '@type': z.literal('QuantitativeValue'),
        minValue: z.number().positive(),
        maxValue: z.number().positive(),
        unitText: z.literal('MONTH'),
      }),
    ]),
  }),
  // Beta properties Google reads for jobs that need no degree or experience.
  experienceRequirements: z.literal('no requirements'),
  educationRequirements: z.literal('no requirements').optional(),
  url: z.url(),
});

function jobPostings(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>)
    .filter((block) => block['@type'] === 'JobPosting');
}
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

/** The width and height a PNG's header states (after the 8-byte signature, the IHDR chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let company: Awaited<ReturnType<typeof f.createEmployer>>['company'];
let ausbildung: typeof listings.$inferSelect;
let fsj: typeof listings.$inferSelect;
let bfd: typeof listings.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ webDistDir: FIXTURE_WEB_DIST });
  ({ company } = await f.createEmployer(t.db, {
    company: {
      name: 'Klinikum Süd GmbH',
      website: 'https://www.klinikum-sued.de',
      location: 'München',
      verificationStatus: 'verified',
    },
  }));
  ausbildung = await f.createListing(t.db, {
    companyId: company.id,
    title: 'Ausbildung Pflegefachfrau (m/w/d)',
    description: 'Drei Jahre Ausbildung in der Pflege.\n\nMit Gehalt ab dem ersten Monat & Wohnheim.',
    location: 'München',
    locationSlug: 'munich',
    startDate: inDays(90),
    salaryMin: 1200,
    salaryMax: 1400,
    freeAccommodation: true,
  });
  fsj = await f.createListing(t.db, {
    companyId: company.id,
    programType: 'fsj',
    title: 'FSJ im Kindergarten',
    description: 'Ein Jahr im Kindergarten mit Taschengeld und Seminaren.',
    location: 'Leipzig',
    locationSlug: 'leipzig',
    startDate: inDays(60),
  });
  bfd = await f.createListing(t.db, {
    companyId: company.id,
    programType: 'bfd',
    title: 'BFD im Naturschutz',
    description: 'Bundesfreiwilligendienst im Naturpark Schwarzwald.',
    location: 'Freiburg',
    locationSlug: null,
    startDate: inDays(30),
  });
});
afterAll(() => t.close());

describe('a listing page /jobs/{id}', () => {
  it('has its own head in both languages: title, description from its text, canonical and hreflang', async () => {
    for (const [path, locale] of [
      [`/jobs/${ausbildung.id}`, 'en'],
      [`/de/jobs/${ausbildung.id}`, 'de'],
    ] as const) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toContain(`<html lang="${locale}">`);
      expect(res.body).toContain(
        '<title>Ausbildung Pflegefachfrau (m/w/d) – Klinikum Süd GmbH – Azubi Connect</title>',
      );
      expect(meta(res.body, 'description')).toBe(
        locale === 'de'
          ? 'Ausbildung in München bei Klinikum Süd GmbH, Deutsch B1. Drei Jahre Ausbildung in der Pflege. Mit Gehalt ab dem ersten Monat &amp; Wohnheim.'
          : 'Vocational training (Ausbildung) in München at Klinikum Süd GmbH, German B1. Drei Jahre Ausbildung in der Pflege. Mit Gehalt ab dem ersten Monat &amp; Wohnheim.',
      );
      expect(res.body).toContain(`<link rel="canonical" href="https://azubi.test${path}">`);
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="en" href="https://azubi.test/jobs/${ausbildung.id}">`,
      );
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="de" href="https://azubi.test/de/jobs/${ausbildung.id}">`,
      );
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="x-default" href="https://azubi.test/jobs/${ausbildung.id}">`,
      );
      expect(res.body).not.toContain('noindex');
    }
  });

  it('carries JobPosting data that meets Google’s required and recommended fields, for each program type', async () => {
    const expected = [
      { listing: ausbildung, employmentType: 'FULL_TIME', region: 'Bayern', pay: { minValue: 1200, maxValue: 1400 } },
      { listing: fsj, employmentType: 'VOLUNTEER', region: 'Sachsen', pay: { value: 450 } },
      { listing: bfd, employmentType: 'VOLUNTEER', region: undefined, pay: { value: 450 } },
    ] as const;
    for (const { listing, employmentType, region, pay } of expected) {
      for (const locale of ['en', 'de'] as const) {
        const path = `${locale === 'de' ? '/de' : ''}/jobs/${listing.id}`;
        const [posting, ...more] = jobPostings((await page(path)).body);
        expect(more).toEqual([]);
        const checked = GoogleJobPosting.safeParse(posting);
        expect(checked.error?.issues ?? [], `${listing.programType} ${locale}`).toEqual([]);
        const dayBefore = new Date(`${listing.startDate}T00:00:00Z`).getTime() - DAY;
        expect(posting).toMatchObject({
          title: listing.title,
          url: `https://azubi.test${path}`,
          datePosted: listing.createdAt.toISOString(),
          validThrough: new Date(dayBefore).toISOString().slice(0, 10),
          employmentType,
          directApply: true,
          identifier: { value: listing.id },
          hiringOrganization: { name: 'Klinikum Süd GmbH', sameAs: 'https://www.klinikum-sued.de' },
          jobLocation: { address: { addressLocality: listing.location, addressCountry: 'DE' } },
          baseSalary: { currency: 'EUR', value: { ...pay, unitText: 'MONTH' } },
        });
        expect((posting!.jobLocation as { address: { addressRegion?: string } }).address.addressRegion).toBe(region);
        // The language requirement is part of the description, in the page's language.
        expect(posting!.description).toContain(
          locale === 'de'
            ? `Deutschkenntnisse: mindestens Niveau ${listing.germanLevelRequired} (GER) erforderlich.`
            : `German language: level ${listing.germanLevelRequired} (CEFR) or higher required.`,
        );
        expect('educationRequirements' in posting!).toBe(listing.programType !== 'ausbildung');
      }
    }
    const [posting] = jobPostings((await page(`/jobs/${ausbildung.id}`)).body);
    expect(posting!.description).toBe(
      '<p>Drei Jahre Ausbildung in der Pflege.</p><p>Mit Gehalt ab dem ersten Monat &amp; Wohnheim.</p>' +
        '<ul><li>Vocational training (Ausbildung)</li><li>German language: level B1 (CEFR) or higher required.</li>' +
        `<li>Start: ${ausbildung.startDate}</li><li>Duration: 3 years</li><li>Free accommodation</li></ul>`,
    );
  });

  it('escapes hostile text: nothing a company writes can end the script or add markup', async () => {
    const hostile = await f.createListing(t.db, {
      companyId: company.id,
      title: 'Koch </script><script>alert(1)</script> "quoted"',
      description: 'Bewerben <img src=x onerror=alert(2)> & </SCRIPT><!-- \u2028 -->',
    });
    const res = await page(`/jobs/${hostile.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toMatch(/<\/SCRIPT>/);
    const [posting] = jobPostings(res.body);
    expect(GoogleJobPosting.safeParse(posting).success).toBe(true);
    expect(posting!.title).toBe('Koch </script><script>alert(1)</script> "quoted"');
    expect(posting!.description).toContain(
      '<p>Bewerben &lt;img src=x onerror=alert(2)&gt; &amp; &lt;/SCRIPT&gt;&lt;!-- \u2028 --&gt;</p>',
    );
    expect(res.body).toContain('<title>Koch &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
  });

  it('answers 404 for an unknown or malformed id, never a 200 that says "not found"', async () => {
    for (const path of [`/jobs/${crypto.randomUUID()}`, '/de/jobs/not-a-listing', '/jobs/%E0%A4%A']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toMatch(/<title>(Page not found|Seite nicht gefunden) – Azubi Connect<\/title>/);
      expect(res.body).toContain('noindex');
    }
  });

  it('marks a closed listing as no longer open (noindex, no JobPosting), and answers 410 with similar places after 30 days', async () => {
    const closed = await f.createListing(t.db, {
      companyId: company.id,
      programType: 'fsj',
      title: 'FSJ im Altenheim',
      location: 'Berlin',
      locationSlug: 'berlin',
      isActive: false,
      closedAt: new Date(Date.now() - 2 * DAY),
    });
    const recent = await page(`/de/jobs/${closed.id}`);
    expect(recent.statusCode).toBe(200);
    expect(recent.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(jobPostings(recent.body)).toEqual([]);
    expect(recent.body).toContain('<title>FSJ im Altenheim – Klinikum Süd GmbH – Azubi Connect</title>');

    await t.db
      .update(listings)
      .set({ closedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(listings.id, closed.id));
    for (const [path, title, link] of [
      [`/jobs/${closed.id}`, 'This place is no longer open', '/dashboard?programType=fsj&amp;location=berlin'],
      [
        `/de/jobs/${closed.id}`,
        'Diese Stelle ist nicht mehr ausgeschrieben',
        '/de/dashboard?programType=fsj&amp;location=berlin',
      ],
    ] as const) {
      const gone = await page(path);
      expect(gone.statusCode, path).toBe(410);
      expect(gone.body).toContain('noindex');
      expect(gone.body).toContain(`<h1 class="text-2xl font-semibold">${title}</h1>`);
      expect(gone.body).toContain(`href="${link}"`);
      expect(jobPostings(gone.body)).toEqual([]);
    }
  });

  it('marks a listing whose start date has passed as no longer open for search engines', async () => {
    const started = await f.createListing(t.db, { companyId: company.id, startDate: inDays(-3) });
    const res = await page(`/jobs/${started.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('noindex');
    expect(jobPostings(res.body)).toEqual([]);
  });
});

describe('share cards', () => {
  it('a listing page names its generated picture (Open Graph and Twitter), a valid 1200×630 PNG per language', async () => {
    for (const locale of ['en', 'de'] as const) {
      const html = (await page(`${locale === 'de' ? '/de' : ''}/jobs/${ausbildung.id}`)).body;
      const image = meta(html, 'og:image');
      expect(image).toMatch(
        new RegExp(`^https://azubi\\.test/share/jobs/${ausbildung.id}/${locale}\\.png\\?v=[0-9a-f]{16}$`),
      );
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect(meta(html, 'og:image:alt')).toBe('Ausbildung Pflegefachfrau (m/w/d) – Klinikum Süd GmbH, München');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe(image);
      expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
      expect(meta(html, 'og:type')).toBe('website');

      const res = await page(image!.replace('https://azubi.test', ''));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      // For looking at (ADR 0027): the cards in both languages.
      writeFileSync(join(tmpdir(), `azubi-share-card-${locale}.png`), res.rawPayload);
    }
  });

  it('changes its address when what it shows changes; an old version is cached briefly; a gone listing has none', async () => {
    const before = meta((await page(`/jobs/${fsj.id}`)).body, 'og:image')!;
    await t.db.update(listings).set({ title: 'FSJ in der Kita' }).where(eq(listings.id, fsj.id));
    const after = meta((await page(`/jobs/${fsj.id}`)).body, 'og:image')!;
    expect(after).not.toBe(before);
    const old = await page(before.replace('https://azubi.test', ''));
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('public, max-age=300');
    expect((await page(`/share/jobs/${crypto.randomUUID()}/en.png`)).statusCode).toBe(404);
    expect((await page(`/share/jobs/${fsj.id}/fr.png`)).statusCode).toBe(400);
  });

  it('company and blog pages carry Open Graph and Twitter card tags too', async () => {
    const employer = (await page(`/employer-profile/${company.id}`)).body;
    expect(meta(employer, 'og:title')).toBe('Klinikum Süd GmbH – Azubi Connect');
    expect(meta(employer, 'twitter:card')).toBe('summary');
    expect(meta(employer, 'twitter:title')).toBe('Klinikum Süd GmbH – Azubi Connect');
    await f.createBlogPost(t.db, { locale: 'en', slug: 'share-me', title: 'Share me', category: 'news' });
    const post = (await page('/blog/share-me')).body;
    expect(meta(post, 'og:type')).toBe('article');
    expect(meta(post, 'twitter:card')).toMatch(/^summary/);
    expect(meta(post, 'twitter:description')).toBe(meta(post, 'og:description'));
  });
});

describe('sitemaps', () => {
  it('robots.txt names the index; the index names the pages, the blog and the listing sitemaps', async () => {
    const robots = (await page('/robots.txt')).body.split('\n');
    expect(robots).toContain('Sitemap: https://azubi.test/sitemap.xml');
    // The logo JobPosting names is under /api/, which is otherwise closed to crawlers.
    expect(robots).toEqual(expect.arrayContaining(['Allow: /api/companies/*/logo', 'Disallow: /api/']));
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://azubi.test/sitemaps/pages.xml',
      'https://azubi.test/sitemaps/blog.xml',
      'https://azubi.test/sitemaps/listings.xml',
    ]);
  });

  it('a listing sitemap has each open listing in both languages with lastmod and alternates; closed and started ones leave', async () => {
    const closed = await f.createListing(t.db, { companyId: company.id, isActive: false, closedAt: new Date() });
    const started = await f.createListing(t.db, { companyId: company.id, startDate: inDays(-1) });
    const res = await page('/sitemaps/listings.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset [^>]*xmlns:xhtml=/);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    for (const listing of [ausbildung, fsj, bfd]) {
      expect(locs).toContain(`https://azubi.test/jobs/${listing.id}`);
      expect(locs).toContain(`https://azubi.test/de/jobs/${listing.id}`);
    }
    for (const gone of [closed, started]) expect(locs.filter((loc) => loc!.includes(gone.id))).toEqual([]);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, bfd.id));
    const entry = xml.slice(xml.indexOf(`<loc>https://azubi.test/de/jobs/${bfd.id}</loc>`));
    const block = entry.slice(0, entry.indexOf('</url>'));
    expect(block).toContain(`<lastmod>${row!.updatedAt.toISOString()}</lastmod>`);
    for (const [lang, path] of [
      ['en', `/jobs/${bfd.id}`],
      ['de', `/de/jobs/${bfd.id}`],
      ['x-default', `/jobs/${bfd.id}`],
    ])
      expect(block).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="https://azubi.test${path}"/>`);
  });

  it('pages the listings along the index: every active listing in exactly one sitemap, in order', async () => {
    const active = await t.db.select({ id: listings.id }).from(listings).where(eq(listings.isActive, true));
    const starts = await listingSitemapStarts(t.db, 2);
    expect(starts.length).toBe(Math.ceil(active.length / 2));
    expect(starts[0]).toBeNull();
    const seen: string[] = [];
    for (const after of starts) {
      let xml = '';
      for await (const chunk of streamListingSitemap({ db: t.db, publicUrl: 'https://azubi.test' }, after, 2))
        xml += chunk;
      const ids = [...xml.matchAll(/<loc>https:\/\/azubi\.test\/jobs\/([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(ids.length).toBeLessThanOrEqual(2);
      seen.push(...ids);
    }
    expect(new Set(seen).size).toBe(seen.length);
    const started = await t.db.select({ id: listings.id, startDate: listings.startDate }).from(listings);
    const open = started.filter((row) => row.startDate === null || row.startDate >= inDays(0)).map((row) => row.id);
    expect(seen.sort()).toEqual(
      active
        .map((row) => row.id)
        .filter((id) => open.includes(id))
        .sort(),
    );
    // A sitemap after a listing that no longer exists is not there (the index is read again).
    expect((await page(`/sitemaps/listings.xml?after=${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await page('/sitemaps/listings.xml?after=nope')).statusCode).toBe(400);
  });
});

describe('the partners’ feed GET /api/feeds/listings.json and .xml', () => {
  it('carries every open listing a company lets it carry, in the documented fields, with texts in both languages where present', async () => {
    const optedOut = await f.createListing(t.db, { companyId: company.id, inPartnerFeed: false });
    const closed = await f.createListing(t.db, { companyId: company.id, isActive: false, closedAt: new Date() });
    const started = await f.createListing(t.db, { companyId: company.id, startDate: inDays(-1) });
    // A translation a candidate already asked for on the site (the cache the translate button fills).
    for (const [text, translated] of [
      [ausbildung.title, 'Nursing apprenticeship (m/f/d)'],
      [ausbildung.description, 'Three years of nursing training.'],
    ])
      await t.db.insert(translations).values({
        textHash: textHash(text!),
        target: 'en',
        text: translated!,
        detectedSource: 'de',
        provider: 'deepl',
      });

    const res = await page('/api/feeds/listings.json?limit=1000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const feed = res.json<{ version: number; next: string | null; items: Record<string, unknown>[] }>();
    expect(feed.version).toBe(1);
    expect(feed.next).toBeNull();
    const ids = feed.items.map((item) => item.id);
    for (const listing of [ausbildung, fsj, bfd]) expect(ids).toContain(listing.id);
    for (const left of [optedOut, closed, started]) expect(ids).not.toContain(left.id);
    expect(feed.items.find((item) => item.id === ausbildung.id)).toEqual({
      id: ausbildung.id,
      url: { en: `https://azubi.test/jobs/${ausbildung.id}`, de: `https://azubi.test/de/jobs/${ausbildung.id}` },
      applyUrl: { en: `https://azubi.test/jobs/${ausbildung.id}`, de: `https://azubi.test/de/jobs/${ausbildung.id}` },
      title: ausbildung.title,
      description: ausbildung.description,
      language: 'de',
      translations: {
        en: { title: 'Nursing apprenticeship (m/f/d)', description: 'Three years of nursing training.' },
      },
      company: {
        id: company.id,
        name: 'Klinikum Süd GmbH',
        website: 'https://www.klinikum-sued.de',
        url: `https://azubi.test/employer-profile/${company.id}`,
      },
      location: { locality: 'München', region: 'Bayern', country: 'DE' },
      program: 'ausbildung',
      category: 'health',
      germanLevel: 'B1',
      startDate: ausbildung.startDate,
      durationYears: 3,
      pay: { currency: 'EUR', unit: 'month', min: 1200, max: 1400 },
      visaSponsorship: false,
      freeAccommodation: true,
      datePosted: ausbildung.createdAt.toISOString(),
      dateModified: ausbildung.updatedAt.toISOString(),
      validThrough: new Date(new Date(`${ausbildung.startDate}T00:00:00Z`).getTime() - DAY).toISOString().slice(0, 10),
    });

    const xml = await page('/api/feeds/listings.xml?limit=1000');
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toMatch(/application\/xml/);
    expect(xml.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<listings version="1">\n/);
    const entry = xml.body.slice(xml.body.indexOf(`<id>${ausbildung.id}</id>`));
    expect(entry).toContain('<title>Ausbildung Pflegefachfrau (m/w/d)</title>');
    expect(entry).toContain(
      '<description>Drei Jahre Ausbildung in der Pflege.\n\nMit Gehalt ab dem ersten Monat &amp; Wohnheim.</description>',
    );
    expect(entry).toContain('<germanLevel>B1</germanLevel>');
    expect(entry).toContain('<en>https://azubi.test/jobs/');
    expect([...xml.body.matchAll(/<listing>/g)]).toHaveLength(feed.items.length);
    // What a company writes stays text in the XML.
    const hostile = await f.createListing(t.db, { companyId: company.id, title: 'Koch</title><x a="1">\u0007' });
    const again = (await page('/api/feeds/listings.xml?limit=1000')).body;
    expect(again).toContain(`<id>${hostile.id}</id>`);
    expect(again).toContain('<title>Koch&lt;/title&gt;&lt;x a=&quot;1&quot;&gt;</title>');
    expect(again).not.toContain('<x a=');
  });

  it('pages with a link to the next page, and answers 304 to If-None-Match and If-Modified-Since until something changes', async () => {
    const first = await page('/api/feeds/listings.json?limit=2');
    const body = first.json<{ items: { id: string }[]; next: string }>();
    expect(body.items).toHaveLength(2);
    expect(body.next).toBe(`https://azubi.test/api/feeds/listings.json?after=${body.items[1]!.id}&limit=2`);
    const second = await page(body.next.replace('https://azubi.test', ''));
    expect(second.json<{ items: { id: string }[] }>().items[0]!.id).not.toBe(body.items[1]!.id);

    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    const byTag = await page('/api/feeds/listings.json?limit=2', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect((await page('/api/feeds/listings.json?limit=2', { 'if-modified-since': lastModified })).statusCode).toBe(
      304,
    );
    expect((await page('/api/feeds/listings.xml?limit=2', { 'if-none-match': etag })).statusCode).toBe(200);

    // The company edits the first listing: the page is new, with a new tag and a later date.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.db
      .update(listings)
      .set({ title: 'Ausbildung Pflegefachmann (m/w/d)' })
      .where(eq(listings.id, body.items[0]!.id));
    const changed = await page('/api/feeds/listings.json?limit=2', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await page('/api/feeds/listings.json?limit=2', { 'if-modified-since': lastModified })).statusCode).toBe(
      200,
    );
  });

  it('refuses a bad page address with a message in the request’s language', async () => {
    const bad = await page('/api/feeds/listings.json?limit=5000', { 'accept-language': 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect((await page(`/api/feeds/listings.xml?after=${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
