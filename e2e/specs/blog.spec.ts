import type { Page } from '@playwright/test';
import { answerCookieBanner, expect, expectNoA11yViolations, test } from '../fixtures';

/**
 * The blog as a visitor uses it, in both languages and on both screen sizes: the list with its
 * category chips, search and "Load more", a post, the language switch on a post, an unknown post;
 * and what a crawler gets without running JavaScript (head, structured data, robots.txt, sitemap).
 * Runs on the demo data: 21 posts per language, three per category.
 */

interface Language {
  code: 'en' | 'de';
  label: 'English' | 'Deutsch';
  other: 'English' | 'Deutsch';
  blog: string;
  heading: string;
  fsjChip: string;
  loadMore: string;
  allLoaded: RegExp;
  search: { label: string; term: string; finds: string; nothing: RegExp };
  firstPost: { title: string; slug: string; imageAlt: RegExp; otherPath: string };
  notFound: string;
}

const LANGUAGES: Language[] = [
  {
    code: 'en',
    label: 'English',
    other: 'Deutsch',
    blog: '/blog',
    heading: 'Guides and stories for your way to Germany',
    fsjChip: 'FSJ & BFD',
    loadMore: 'Load more',
    allLoaded: /you have seen all posts/i,
    search: {
      label: 'Search the blog',
      term: 'visa',
      finds: 'Your FSJ timeline: from application to your first day',
      nothing: /no posts found/i,
    },
    firstPost: {
      title: 'What is an Ausbildung? Germany’s dual training explained',
      slug: 'what-is-an-ausbildung',
      imageAlt: /vocational school and a workshop/i,
      otherPath: '/de/blog/was-ist-eine-ausbildung',
    },
    notFound: 'Page not found',
  },
  {
    code: 'de',
    label: 'Deutsch',
    other: 'English',
    blog: '/de/blog',
    heading: 'Ratgeber und Geschichten für deinen Weg nach Deutschland',
    fsjChip: 'FSJ & BFD',
    loadMore: 'Mehr laden',
    allLoaded: /alle beiträge gesehen/i,
    search: {
      label: 'Blog durchsuchen',
      term: 'Visum',
      finds: 'Dein FSJ-Zeitplan: von der Bewerbung bis zum ersten Tag',
      nothing: /keine beiträge gefunden/i,
    },
    firstPost: {
      title: 'Was ist eine Ausbildung? Das duale System erklärt',
      slug: 'was-ist-eine-ausbildung',
      imageAlt: /Berufsschule und eine Werkstatt/i,
      otherPath: '/blog/what-is-an-ausbildung',
    },
    notFound: 'Seite nicht gefunden',
  },
];

/** Opens a page and waits for its content. The cookie banner is answered beforehand (see beforeEach): it is not under test here. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  return response;
}

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
});

/** The header's language switcher, shown directly or behind a menu button on small screens. */
async function switchLanguage(page: Page, label: Language['label']) {
  const banner = page.getByRole('banner');
  const choice = banner
    .getByRole('link', { name: label, exact: true })
    .or(page.getByRole('link', { name: label, exact: true }))
    .or(page.getByRole('menuitem', { name: label, exact: true }))
    .or(page.getByRole('menuitemradio', { name: label, exact: true }))
    .first();
  if (!(await choice.isVisible())) {
    await banner
      .getByRole('button', { name: /language|sprache|menu|menü/i })
      .first()
      .click();
  }
  await choice.click();
}

const posts = (page: Page) => page.getByRole('main').getByRole('article');

// The German flows run on a phone only: the English ones check the same screens at both widths, and
// on a phone the German labels, the longest, are the ones that could overflow.
for (const lang of LANGUAGES) {
  test.describe(`blog in ${lang.label}`, lang.code === 'de' ? { tag: '@mobile-only' } : {}, () => {
    test('lists posts, loads more and filters by category', async ({ page, saveScreenshot, exclusive }) => {
      // blog-admin.spec.ts publishes a post for a while: the counts below are the demo's.
      await exclusive('published-blog-posts');
      const response = await open(page, lang.blog);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: lang.heading })).toBeVisible();
      await expect(posts(page)).toHaveCount(9);
      await expect(posts(page).first().getByRole('heading', { level: 2 })).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(`blog-list-${lang.code}`);

      await page.getByRole('button', { name: lang.loadMore }).click();
      await expect(posts(page)).toHaveCount(18);
      await page.getByRole('button', { name: lang.loadMore }).click();
      await expect(posts(page)).toHaveCount(21);
      await expect(page.getByText(lang.allLoaded)).toBeVisible();
      await expect(page.getByRole('button', { name: lang.loadMore })).toHaveCount(0);

      const chips = page.getByRole('list', { name: /category|kategorie/i });
      await chips.getByRole('link', { name: lang.fsjChip }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.blog}\\?category=fsj$`));
      await expect(posts(page)).toHaveCount(3);
      for (const post of await posts(page).all()) await expect(post).toContainText(lang.fsjChip);
      await expect(chips.getByRole('link', { name: lang.fsjChip })).toHaveAttribute('aria-current', 'true');
      await expectNoA11yViolations(page);

      // Back to every category with the browser's back button: the posts loaded before are still there.
      await page.goBack();
      await expect(posts(page)).toHaveCount(21);
      await expect(chips.getByRole('link', { name: /^(all|alle)$/i })).toHaveAttribute('aria-current', 'true');
    });

    test('searches, and says so when nothing matches', { tag: '@mobile-only' }, async ({ page, saveScreenshot }) => {
      await open(page, lang.blog);
      const search = page.getByRole('searchbox', { name: lang.search.label });
      await search.fill(lang.search.term);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?q=${lang.search.term}$`));
      await expect(posts(page).filter({ hasText: lang.search.finds })).toHaveCount(1);
      const found = await posts(page).count();
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThan(9);

      await search.fill('zeppelinxyz');
      await page.getByRole('button', { name: /^(search|suchen)$/i }).click();
      await expect(page.getByText(lang.search.nothing)).toBeVisible();
      await expect(posts(page)).toHaveCount(0);
      await expectNoA11yViolations(page);
      await saveScreenshot(`blog-empty-${lang.code}`);
    });

    test('opens a post and switches to its translation', async ({ page, saveScreenshot }) => {
      await open(page, lang.blog);
      await page.getByRole('link', { name: lang.firstPost.title }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${lang.firstPost.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: lang.firstPost.title })).toBeVisible();
      await expect(page.getByRole('img', { name: lang.firstPost.imageAlt })).toBeVisible();
      await expect(page.locator('main time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(`blog-post-${lang.code}`);

      await switchLanguage(page, lang.other);
      await expect(page).toHaveURL(new RegExp(`${lang.firstPost.otherPath}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(lang.firstPost.title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang.code === 'en' ? 'de' : 'en');
    });

    test('answers an unknown post with the 404 page', { tag: '@mobile-only' }, async ({ page }) => {
      const response = await open(page, `${lang.blog}/this-post-does-not-exist`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: lang.notFound })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
}

test.describe('start-up on a slow phone', { tag: '@mobile-only' }, () => {
  test('the list and a post show their dates and take over the page without Intl', async ({ page }) => {
    // The first use of Intl in a page loads the browser's locale data: a long task on a slow phone,
    // in the middle of hydration. Dates and reading times are written without it (long-date.ts).
    await page.addInitScript(() => {
      const uses: string[] = [];
      (window as unknown as { intlUses: string[] }).intlUses = uses;
      for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'DisplayNames'] as const) {
        const original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
          construct(target, args) {
            uses.push(name);
            return new target(...args);
          },
        });
      }
    });
    const intlUses = () => page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses);
    for (const [path, date] of [
      [
        '/de/blog',
        /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
      ],
      [
        '/blog/what-is-an-ausbildung',
        /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      ],
    ] as const) {
      await open(page, path);
      await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
      await expect(page.getByRole('main').locator('time').first()).toHaveText(date);
      await expect(
        page
          .getByRole('main')
          .getByText(/\d+ (min read|Min\. Lesezeit)/)
          .first(),
      ).toBeVisible();
      expect(await intlUses(), path).toEqual([]);
    }
  });
});

test.describe('what crawlers see', { tag: '@desktop-only' }, () => {
  test('the served HTML of / has title, description, canonical, hreflang and structured data', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<title>[^<]*Azubi Connect[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+">/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${baseURL}/de">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/">`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? '{}') as { '@graph': { '@type': string }[] },
    );
    expect(blocks.flatMap((block) => block['@graph'].map((node) => node['@type']))).toEqual(
      expect.arrayContaining(['Organization', 'WebSite', 'EducationalOrganization']),
    );

    // The content itself, rendered at build time: a crawler (or a phone still waiting for scripts) reads it.
    expect(html).toMatch(
      /<div id="root" data-prerendered>.*<h1[^>]*>Training in Germany for international talent<\/h1>/s,
    );
    const de = await (await request.get('/de/for-employers')).text();
    expect(de).toMatch(/<div id="root" data-prerendered>.*<h1[^>]*>Finde motivierte Azubis aus der ganzen Welt<\/h1>/s);
    // After the content only data (the files the app asks for once the page is painted), no code.
    expect(de).not.toMatch(/<div id="root" data-prerendered>.*<script(?! type="application\/json")/s);
    expect(de).toMatch(/<script type="application\/json" id="page-modules">\["\/assets\//);

    const post = await (await request.get('/de/blog/was-ist-eine-ausbildung')).text();
    expect(post).toContain('<html lang="de"');
    expect(post).toContain('"@type":"BlogPosting"');
    expect(post).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}/blog/what-is-an-ausbildung">`);
  });

  test('robots.txt and sitemap.xml cover both languages and the blog', async ({ request, baseURL, exclusive }) => {
    await exclusive('published-blog-posts');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    // The index names the blog's own sitemap (ADR 0027).
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}/sitemaps/blog.xml</loc>`);
    const sitemap = await request.get('/sitemaps/blog.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/de/blog/was-ist-eine-ausbildung</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${baseURL}/de/blog/was-ist-eine-ausbildung"/>`,
    );
    expect([...xml.matchAll(/<loc>[^<]*\/blog\/[^<]+<\/loc>/g)]).toHaveLength(42);
  });

  test('the blog list and a post arrive as HTML with their data, and the page needs no request for it', async ({
    page,
    request,
  }) => {
    const escape = (text: string) =>
      text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
    const rootOf = (html: string) => html.slice(html.indexOf('<div id="root" data-prerendered>'));
    for (const [path, locale] of [
      ['/blog', 'en'],
      ['/de/blog?category=fsj', 'de'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root" data-prerendered>');
      expect(html, path).toContain('<script type="application/json" id="server-query-state">');
      const category = path.includes('fsj') ? '&category=fsj' : '';
      const api = (await (await request.get(`/api/blog/posts?locale=${locale}${category}`)).json()) as {
        items: { title: string }[];
      };
      expect(api.items.length, path).toBeGreaterThan(0);
      for (const { title } of api.items) expect(rootOf(html), `${path}: ${title}`).toContain(escape(title));
    }
    const post = await (await request.get('/blog/what-is-an-ausbildung')).text();
    expect(rootOf(post)).toContain(escape('What is an Ausbildung? Germany’s dual training explained'));

    // The browser starts from the data the page came with; "Load more" still asks the API.
    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/blog/')) apiCalls.push(sent.url());
    });
    await open(page, '/blog');
    await page.waitForLoadState('networkidle');
    await expect(posts(page)).toHaveCount(9);
    expect(apiCalls).toEqual([]);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(posts(page)).toHaveCount(18);
    expect(apiCalls).toHaveLength(1);
  });

  test('structured data and preload hints cause no CSP or console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // A violation the page catches (a library probing whether `new Function` may run) reaches no
    // console, but the browser still reports it (Lighthouse: Best Practices, "issues").
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} (${event.blockedURI || 'inline'})`);
      });
    });
    for (const path of ['/', '/de/for-employers', '/de/blog', '/blog/what-is-an-ausbildung']) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
});
