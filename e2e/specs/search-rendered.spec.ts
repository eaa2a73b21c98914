import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';

/**
 * Issue 35: the listing search (`/browse-jobs`) is sent with its first results rendered by the server,
 * for visitors and signed-in people alike, so a slow phone shows the places at its first paint
 * instead of after the app's code has run. The browser then takes the page over without asking for
 * the results again and without a hydration error, in a time zone far from Berlin too; before it
 * has, the search box still works as a plain form.
 */

type Listing = { id: string; title: string };

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root" data-prerendered>'));
const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Every console error, page error and request for a page of results, from now on. */
function watch(page: Page) {
  const errors: string[] = [];
  const searches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/listings') searches.push(sent.url());
  });
  return { errors, searches };
}

test(
  'the search arrives with its results in the HTML, in both languages and for the filters in the address',
  { tag: '@desktop-only' },
  async ({ request }) => {
    const newest = (await (await request.get('/api/listings?limit=3')).json()) as { items: Listing[] };
    expect(newest.items.length).toBeGreaterThanOrEqual(2);
    for (const [path, heading] of [
      ['/browse-jobs', 'Training places and voluntary service in Germany'],
      ['/de/browse-jobs', 'Ausbildungsplätze und Freiwilligendienste in Deutschland'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root" data-prerendered>');
      const root = rootOf(html);
      expect(root, path).toContain(heading);
      for (const listing of newest.items) expect(root, path).toContain(escape(listing.title));
    }
    // A search in the address: only what it finds.
    const [wanted, other] = newest.items as [Listing, Listing];
    const word = wanted.title.split(/\s+/).find((part) => part.length > 4 && !other.title.includes(part));
    expect(word, 'a word of the first title that the second lacks').toBeDefined();
    const found = (await (await request.get(`/api/listings?q=${encodeURIComponent(word!)}`)).json()) as {
      items: Listing[];
    };
    const root = rootOf(await (await request.get(`/browse-jobs?q=${encodeURIComponent(word!)}`)).text());
    expect(root).toContain(escape(wanted.title));
    if (!found.items.some((item) => item.id === other.id)) expect(root).not.toContain(escape(other.title));
  },
);

test(
  'a visitor far from Berlin gets the page taken over without a second search or a hydration error, and the filters work',
  { tag: '@mobile-only' },
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      timezoneId: 'Pacific/Kiritimati',
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto('/de/browse-jobs');
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(seen.searches).toEqual([]);
    expect(seen.errors).toEqual([]);
    // The app runs the page: a filter narrows the results in place.
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByLabel('Programm', { exact: true }).selectOption('fsj');
    await expect(page).toHaveURL(/programType=fsj/);
    await expect.poll(() => seen.searches.length).toBeGreaterThan(0);
    await expect(page.locator('main article').first()).toContainText('FSJ');
    expect(seen.errors).toEqual([]);
    await context.close();
  },
);

test(
  'a signed-in candidate’s search arrives as theirs: their menu and tabs in the HTML, no signed-out control',
  { tag: '@mobile-only' },
  async ({ page }) => {
    await signIn(page, DEMO.candidate);
    const html = await (await page.request.get('/browse-jobs')).text();
    expect(html).toContain('<html lang="en" data-signed-in');
    expect(rootOf(html)).toContain('My applications');
    const seen = watch(page);
    await page.goto('/browse-jobs');
    await expect(page.getByRole('link', { name: 'Create free account' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'My applications' }).first()).toBeVisible();
    expect(seen.searches).toEqual([]);
    expect(seen.errors).toEqual([]);
  },
);

test(
  'before the app has started, the search box sends the search to the server, keeping the other filters',
  { tag: '@mobile-only' },
  async ({ browser, baseURL }) => {
    // No JavaScript at all: the page as a phone shows it before the app's code has arrived.
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    const newest = (await (await page.request.get('/api/listings?limit=1&programType=ausbildung')).json()) as {
      items: Listing[];
    };
    const title = newest.items[0]!.title;
    const word = title.split(/\s+/).find((part) => part.length > 4) ?? title;
    await page.goto('/browse-jobs?programType=ausbildung');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Training places and voluntary service in Germany',
    );
    const searchBox = page.getByRole('searchbox', { name: 'Search text' });
    await searchBox.fill(word);
    await searchBox.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('q') === word && url.searchParams.get('programType') === 'ausbildung',
    );
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    await context.close();
  },
);
