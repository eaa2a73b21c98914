import { expect, test } from '../fixtures';

/**
 * Listing pages as search engines and messengers get them (ADR 0027): the page's content in the
 * HTML before any script, in both languages, with its JobPosting data and share card, and a page
 * the browser takes over without asking the API again or logging a hydration error.
 */
const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root" data-prerendered>'));

test(
  'a listing page arrives rendered in both languages, with JobPosting data and a share card',
  { tag: '@desktop-only' },
  async ({ request, baseURL }) => {
    const newest = (await (await request.get('/api/listings?limit=1')).json()) as {
      items: { id: string; title: string; companyName: string }[];
    };
    const listing = newest.items[0]!;
    for (const [path, heading] of [
      [`/jobs/${listing.id}`, 'At a glance'],
      [`/de/jobs/${listing.id}`, 'Auf einen Blick'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root" data-prerendered>');
      expect(rootOf(html), path).toMatch(
        new RegExp(`<h1[^>]*>${escape(listing.title).replace(/[()?+*.[\]]/g, '\\$&')}</h1>`),
      );
      expect(rootOf(html), path).toContain(heading);
      expect(rootOf(html), path).not.toMatch(/<script(?! type="application\/(json|ld\+json)")/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}">`);
      expect(html).toContain('"@type":"JobPosting"');
      const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
      const card = await request.get(image!.replace(baseURL!, ''));
      expect(card.headers()['content-type']).toBe('image/png');
    }
  },
);

test(
  'the browser takes a listing page over without a request for the listing or a hydration error',
  { tag: '@mobile-only' },
  async ({ page }) => {
    const newest = (await (await page.request.get('/api/listings?limit=1')).json()) as { items: { id: string }[] };
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const listingCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/api/listings/${newest.items[0]!.id}`)) listingCalls.push(sent.url());
    });
    await page.goto(`/de/jobs/${newest.items[0]!.id}`);
    await page.waitForSelector('html[data-app-ready]');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 2, name: 'Auf einen Blick' })).toBeVisible();
    expect(listingCalls).toEqual([]);
    expect(errors).toEqual([]);
  },
);
