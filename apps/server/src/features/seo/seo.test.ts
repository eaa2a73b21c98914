import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isKnownPagePath } from '@azubi/shared/routing/page-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, createEmployer, createListing } from '../../db/factories';
import { createTestApp, FIXTURE_WEB_DIST, type TestApp } from '../../testing/test-app';

let t: TestApp;
let webDist: string;

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}
const types = (html: string) =>
  jsonLd(html).flatMap((block) => ((block['@graph'] as { '@type': string }[]) ?? []).map((node) => node['@type']));
/** The files listed for the entry to ask for after the first paint (a page sent with its content). */
function pageModules(html: string): string[] {
  const match = /<script type="application\/json" id="page-modules">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as string[]) : [];
}
const page = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  // The fixture build plus a Vite manifest, to check the modulepreload hints.
  webDist = mkdtempSync(join(tmpdir(), 'azubi-web-dist-'));
  cpSync(FIXTURE_WEB_DIST, webDist, { recursive: true });
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-Abc123.js',
        isEntry: true,
        imports: ['_button-1.js'],
        dynamicImports: ['src/i18n/i18n.ts'],
      },
      // A start-up step (apps/web/src/main.tsx), itself a build input, and what it imports.
      'src/i18n/i18n.ts': { file: 'assets/boot-i18n-1.js', isEntry: true, imports: ['_i18next-1.js', '_button-1.js'] },
      '_i18next-1.js': { file: 'assets/i18next-1.js' },
      '_button-1.js': { file: 'assets/button-1.js' },
      '_card-1.js': { file: 'assets/card-1.js', imports: ['_button-1.js'] },
      'src/app/routes/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_card-1.js'] },
      'src/app/routes/blog-list-page.tsx': { file: 'assets/blog-list-page-1.js', imports: ['_card-1.js'] },
      'src/i18n/locales/en/home.json': { file: 'assets/home-en-1.js' },
      'src/i18n/locales/de/home.json': { file: 'assets/home-de-1.js' },
      'src/i18n/locales/de/blog.json': { file: 'assets/blog-de-1.js' },
    }),
  );
  t = await createTestApp({ webDistDir: webDist, env: { PREVIEW_HOSTS: 'preview.azubi.test' } });
  const group = crypto.randomUUID();
  await createBlogPost(t.db, {
    locale: 'en',
    translationGroup: group,
    slug: 'what-is-an-ausbildung',
    title: 'What is an Ausbildung? </script><script>alert(1)</script>',
    excerpt: 'Two places of learning & a salary.',
    category: 'ausbildung',
    featuredImagePath: '/blog/ausbildung-dual-system.svg',
    seoTitle: 'What is an Ausbildung? Dual training explained',
    seoDescription: 'How vocational training works in Germany.',
  });
  await createBlogPost(t.db, {
    locale: 'de',
    translationGroup: group,
    slug: 'was-ist-eine-ausbildung',
    title: 'Was ist eine Ausbildung?',
    excerpt: 'Zwei Lernorte und Gehalt ab dem ersten Tag.',
    category: 'ausbildung',
  });
  await createBlogPost(t.db, { locale: 'en', slug: 'english-only', title: 'Only in English', category: 'news' });
  await createBlogPost(t.db, { locale: 'en', slug: 'a-draft', status: 'draft' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('landing page head', () => {
  it('has title, description, keywords, lang, canonical, hreflang and Open Graph in English', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Azubi Connect – Vocational training and voluntary service in Germany</title>');
    expect(res.body).toMatch(/<meta name="description" content="Azubi Connect brings international candidates[^"]+">/);
    expect(res.body).toMatch(/<meta name="keywords" content="Ausbildung in Germany, [^"]+">/);
    expect(res.body).toContain('<link rel="canonical" href="https://azubi.test/">');
    expect(res.body).toContain('<link rel="alternate" hreflang="en" href="https://azubi.test/">');
    expect(res.body).toContain('<link rel="alternate" hreflang="de" href="https://azubi.test/de">');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="https://azubi.test/">');
    expect(res.body).toContain('<meta property="og:url" content="https://azubi.test/">');
    expect(res.body).not.toContain('noindex');
  });

  it('is German under /de', async () => {
    const res = await page('/de');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('<title>Azubi Connect – Ausbildung und Freiwilligendienst in Deutschland</title>');
    expect(res.body).toMatch(/<meta name="keywords" content="Ausbildung, Ausbildungsplatz[^"]+">/);
    expect(res.body).toContain('<link rel="canonical" href="https://azubi.test/de">');
    expect(res.body).toContain('<meta property="og:locale" content="de_DE">');
  });

  it('carries the organisation, the website with its search action and the educational organisation', async () => {
    const res = await page('/');
    expect(types(res.body)).toEqual(['Organization', 'WebSite', 'EducationalOrganization']);
    const graph = jsonLd(res.body)[0]?.['@graph'] as Record<string, unknown>[];
    const website = graph.find((node) => node['@type'] === 'WebSite');
    expect(website?.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://azubi.test/dashboard?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    const german = jsonLd((await page('/de')).body)[0]?.['@graph'] as Record<string, unknown>[];
    expect(JSON.stringify(german)).toContain('https://azubi.test/de/dashboard?q={search_term_string}');
  });

  it('lists the page’s lazy chunks and catalog for after the first paint, not what the entry loads anyway', async () => {
    // `/` is sent with its content (the fixture has it prerendered): its code is a list the entry
    // reads once the page is painted, not hints the browser follows while the page loads.
    const en = (await page('/')).body;
    expect(en).not.toContain('rel="modulepreload"');
    expect(pageModules(en)).toEqual(
      expect.arrayContaining(['/assets/home-page-1.js', '/assets/card-1.js', '/assets/home-en-1.js']),
    );
    expect(pageModules(en)).not.toContain('/assets/button-1.js');
    expect(pageModules(en)).not.toContain('/assets/home-de-1.js');
    expect(pageModules((await page('/de')).body)).toContain('/assets/home-de-1.js');
  });

  it('asks for the entry of a page with content at low priority, and for that of an empty page at once', async () => {
    expect((await page('/')).body).toContain(
      '<script type="module" fetchpriority="low" src="/assets/index-Abc123.js">',
    );
    const dashboard = (await page('/dashboard')).body;
    expect(dashboard).toContain('<script type="module" src="/assets/index-Abc123.js">');
    expect(dashboard).not.toContain('fetchpriority="low"');
    expect(dashboard).not.toContain('id="page-modules"');
  });

  it('names the start-up steps on every page, before the page’s own chunks', async () => {
    for (const path of ['/de/blog', '/dashboard', '/no-such-page']) {
      const body = (await page(path)).body;
      expect(body, path).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-i18n-1.js">');
      expect(body, path).toContain('<link rel="modulepreload" crossorigin href="/assets/i18next-1.js">');
      // The entry's own imports are in index.html already.
      expect(body, path).not.toContain('modulepreload" crossorigin href="/assets/button-1.js"');
    }
    const home = pageModules((await page('/')).body);
    expect(home.slice(0, 2)).toEqual(['/assets/boot-i18n-1.js', '/assets/i18next-1.js']);
    expect(home.indexOf('/assets/boot-i18n-1.js')).toBeLessThan(home.indexOf('/assets/home-page-1.js'));
  });

  it('puts the stylesheet, which the first paint waits for, before the scripts', async () => {
    const home = (await page('/')).body;
    const stylesheet = home.search(/<link rel="stylesheet" crossorigin href="\/assets\/index-Css123.css"/);
    expect(stylesheet).toBeGreaterThan(home.indexOf('<title>'));
    expect(stylesheet).toBeLessThan(
      home.indexOf('<script type="module" fetchpriority="low" src="/assets/index-Abc123.js">'),
    );
    expect(home.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
});

describe('blog head', () => {
  it('gives the blog list its own title and preloads its first page of posts', async () => {
    const res = await page('/de/blog?category=fsj&q=Visum');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Blog: Ausbildung, FSJ und Leben in Deutschland – Azubi Connect</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://azubi.test/de/blog">');
    expect(res.body).toContain('<link rel="alternate" hreflang="en" href="https://azubi.test/blog">');
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" href="/api/blog/posts?locale=de&amp;category=fsj&amp;q=Visum" crossorigin="anonymous">',
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/blog-list-page-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/blog-de-1.js">');
    expect((await page('/blog')).body).toContain('href="/api/blog/posts?locale=en" crossorigin="anonymous"');
  });

  it('uses a post’s SEO title and description, links both languages and describes it as an article', async () => {
    const res = await page('/blog/what-is-an-ausbildung');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>What is an Ausbildung? Dual training explained</title>');
    expect(res.body).toContain('<meta name="description" content="How vocational training works in Germany.">');
    expect(res.body).toContain('<link rel="canonical" href="https://azubi.test/blog/what-is-an-ausbildung">');
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="de" href="https://azubi.test/de/blog/was-ist-eine-ausbildung">',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://azubi.test/blog/what-is-an-ausbildung">',
    );
    expect(res.body).toContain('<meta property="og:type" content="article">');
    expect(res.body).toContain('<link rel="preload" as="image" href="/blog/ausbildung-dual-system.svg"');
    expect(types(res.body)).toEqual(['BlogPosting', 'Organization', 'BreadcrumbList']);
    const article = (jsonLd(res.body)[0]?.['@graph'] as Record<string, unknown>[])[0];
    expect(article).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'What is an Ausbildung? </script><script>alert(1)</script>',
      description: 'How vocational training works in Germany.',
      inLanguage: 'en',
      image: 'https://azubi.test/blog/ausbildung-dual-system.svg',
      mainEntityOfPage: 'https://azubi.test/blog/what-is-an-ausbildung',
    });
    // The title cannot close the data block: `<` is escaped inside JSON-LD.
    expect(res.body).not.toContain('</script><script>alert(1)');
  });

  it('falls back to the title and excerpt, in German', async () => {
    const res = await page('/de/blog/was-ist-eine-ausbildung');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('<title>Was ist eine Ausbildung? – Azubi Connect</title>');
    expect(res.body).toContain('<meta name="description" content="Zwei Lernorte und Gehalt ab dem ersten Tag.">');
    expect(res.body).toContain('<link rel="canonical" href="https://azubi.test/de/blog/was-ist-eine-ausbildung">');
  });

  it('links only the languages a post exists in', async () => {
    const res = await page('/blog/english-only');
    expect(res.body).toContain('hreflang="en"');
    expect(res.body).toContain('hreflang="x-default"');
    expect(res.body).not.toContain('hreflang="de"');
  });

  it('answers 404 with noindex for an unknown slug or a draft, in both languages', async () => {
    for (const [url, lang, title] of [
      ['/blog/no-such-post', 'en', 'Page not found – Azubi Connect'],
      ['/blog/a-draft', 'en', 'Page not found – Azubi Connect'],
      ['/de/blog/gibt-es-nicht', 'de', 'Seite nicht gefunden – Azubi Connect'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).not.toContain('application/ld+json');
    }
  });

  it('sends a slug of the other language on to its translation, or to the list when there is none', async () => {
    const translated = await page('/de/blog/what-is-an-ausbildung');
    expect(translated.statusCode).toBe(301);
    expect(translated.headers.location).toBe('/de/blog/was-ist-eine-ausbildung');
    const back = await page('/blog/was-ist-eine-ausbildung');
    expect(back.headers.location).toBe('/blog/what-is-an-ausbildung');
    const untranslated = await page('/de/blog/english-only');
    expect(untranslated.statusCode).toBe(302);
    expect(untranslated.headers.location).toBe('/de/blog');
  });
});

describe('other pages', () => {
  it.each([
    ['/for-employers', 'For employers: hire international apprentices – Azubi Connect'],
    ['/de/for-employers', 'Für Arbeitgeber: internationale Azubis finden – Azubi Connect'],
    ['/privacy-policy', 'Privacy policy – Azubi Connect'],
    ['/de/privacy-policy', 'Datenschutzerklärung – Azubi Connect'],
    ['/terms-of-service', 'Terms of service – Azubi Connect'],
    ['/de/terms-of-service', 'Nutzungsbedingungen – Azubi Connect'],
    ['/impressum', 'Legal notice (Impressum) – Azubi Connect'],
    ['/de/impressum', 'Impressum – Azubi Connect'],
  ])('%s has its own title and canonical', async (url, title) => {
    const path = url.replace(/^\/de/, '') || '/';
    if (!isKnownPagePath(path)) return; // The page arrives with its feature.
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`<link rel="canonical" href="https://azubi.test${url}">`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="https://azubi.test${path}">`);
  });

  it('marks every page of a preview host noindex, in the HTML and the header', async () => {
    for (const url of ['/', '/blog', '/blog/what-is-an-ausbildung']) {
      const res = await page(url, { host: 'preview.azubi.test' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await page('/')).headers['x-robots-tag']).toBeUndefined();
  });
});

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of the API and private areas and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/dashboard',
      '/de/dashboard',
      '/admin',
      '/de/admin',
      '/my-',
      '/de/my-',
      '/employer$',
      '/employer/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /blog');
    expect(lines).toContain('Sitemap: https://azubi.test/sitemap.xml');
  });

  it('asks crawlers to stay away from a preview host', async () => {
    const res = await page('/robots.txt', { host: 'preview.azubi.test' });
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('GET /sitemaps/pages.xml and /sitemaps/blog.xml (named by the index /sitemap.xml)', () => {
  it('lists the public pages of verified companies with an active listing, in both languages with alternates', async () => {
    const listed = async (verificationStatus: 'verified' | 'verified_manually' | 'pending', active: boolean) => {
      const { company } = await createEmployer(t.db, { company: { verificationStatus } });
      await createListing(t.db, { companyId: company.id, isActive: active });
      return company.id;
    };
    const verified = await listed('verified', true);
    const manually = await listed('verified_manually', true);
    const unverified = await listed('pending', true);
    const inactiveOnly = await listed('verified', false);
    const { company: noListings } = await createEmployer(t.db, { company: { verificationStatus: 'verified' } });
    const xml = (await page('/sitemaps/pages.xml')).body;
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    for (const id of [verified, manually]) {
      expect(locs).toContain(`https://azubi.test/employer-profile/${id}`);
      expect(locs).toContain(`https://azubi.test/de/employer-profile/${id}`);
    }
    for (const id of [unverified, inactiveOnly, noListings.id])
      expect(locs.filter((loc) => loc!.includes(id))).toEqual([]);
    const entry = xml.slice(xml.indexOf(`<loc>https://azubi.test/de/employer-profile/${verified}</loc>`));
    const block = entry.slice(0, entry.indexOf('</url>'));
    expect(block).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    for (const [lang, path] of [
      ['en', `/employer-profile/${verified}`],
      ['de', `/de/employer-profile/${verified}`],
      ['x-default', `/employer-profile/${verified}`],
    ])
      expect(block).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="https://azubi.test${path}"/>`);
  });

  it('lists the public pages and every published post in both languages with their alternates', async () => {
    const [pages, blog] = [await page('/sitemaps/pages.xml'), await page('/sitemaps/blog.xml')];
    for (const res of [pages, blog]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/xml/);
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    }
    expect(blog.body).not.toContain('<loc>https://azubi.test/</loc>');
    expect(pages.body).not.toContain('/blog/what-is-an-ausbildung');
    const xml = pages.body + blog.body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://azubi.test/',
        'https://azubi.test/de',
        'https://azubi.test/blog',
        'https://azubi.test/de/blog',
        'https://azubi.test/blog/what-is-an-ausbildung',
        'https://azubi.test/de/blog/was-ist-eine-ausbildung',
        'https://azubi.test/blog/english-only',
      ]),
    );
    expect(locs).not.toContain('https://azubi.test/blog/a-draft');
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs)
      expect(isKnownPagePath(new URL(loc!).pathname.replace(/^\/de(?=\/|$)/, '') || '/')).toBe(true);
    const entry = xml.slice(xml.indexOf('<loc>https://azubi.test/de/blog/was-ist-eine-ausbildung</loc>'));
    const block = entry.slice(0, entry.indexOf('</url>'));
    expect(block).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(block).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://azubi.test/blog/what-is-an-ausbildung"/>',
    );
    expect(block).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://azubi.test/blog/what-is-an-ausbildung"/>',
    );
    const home = xml.slice(xml.indexOf('<loc>https://azubi.test/</loc>'));
    expect(home.slice(0, home.indexOf('</url>'))).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://azubi.test/de"/>',
    );
  });
});
