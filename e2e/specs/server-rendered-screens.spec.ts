import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';

/**
 * Issue 35: the listing search (`/browse-jobs`, visitors and signed-in people alike), the messages
 * pages and the employer's candidate search are sent with their first data rendered by the server,
 * so a slow phone shows them at its first paint instead of after the app's code has run; only to
 * whom the API would answer. The browser then takes the page over without asking for the data again
 * and without a hydration error, in time zones far from Berlin too (and one whose rules the browser
 * and the server know differently); text typed before that is kept, and the search box works as a
 * plain form before it.
 */

type Listing = { id: string; title: string };

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root" data-prerendered'));
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
  'a signed-in candidate’s search arrives as theirs: their menu, tabs, messages and bell in the HTML, no signed-out control, a header that stays put',
  { tag: '@mobile-only' },
  async ({ browser, baseURL, request }) => {
    // A page of its own, whose navigations do not wait for the app: the header is looked at before.
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await signIn(page, DEMO.candidate);
    const html = await (await page.request.get('/browse-jobs')).text();
    expect(html).toContain('<html lang="en" data-signed-in');
    expect(html).toContain('<div id="root" data-prerendered data-rendered-signed-in>');
    const root = rootOf(html);
    expect(root).toContain('My applications');
    // The header's messages link and bell are drawn by the server too: the app adds no control there.
    const header = root.slice(0, root.indexOf('</header>'));
    expect(header).toContain('href="/my-messages"');
    expect(header).toContain('href="/notifications"');
    // A visitor's page is not rendered as anybody's.
    const visitors = rootOf(await (await request.get('/browse-jobs')).text());
    expect(visitors).not.toContain('data-rendered-signed-in');
    expect(visitors.slice(0, visitors.indexOf('</header>'))).not.toContain('href="/notifications"');

    // The app's code held back until the header has been measured as the server drew it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const seen = watch(page);
    // Not 'domcontentloaded': that waits for the module scripts held here.
    await page.goto('/browse-jobs', { waitUntil: 'commit' });
    const bell = page.locator('header a[href="/notifications"]');
    const messages = page.locator('header a[href="/my-messages"]');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const before = { bell: await bell.boundingBox(), messages: await messages.boundingBox() };
    expect(before.bell, 'the bell is drawn before the app runs').not.toBeNull();
    release();
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Create free account' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'My applications' }).first()).toBeVisible();
    // Taken over by the app, the header kept its place: neither link moved.
    expect({ bell: await bell.boundingBox(), messages: await messages.boundingBox() }).toEqual(before);
    expect(seen.searches).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
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

type Conversation = { id: string };
type Message = { body: string };

/** The demo candidate's first conversation and its newest message, as the API answers her. */
async function firstConversation(page: Page): Promise<{ id: string; newest: string }> {
  const list = (await (await page.request.get('/api/conversations')).json()) as
    { items?: Conversation[] } | Conversation[];
  const items = Array.isArray(list) ? list : (list.items ?? []);
  const id = items[0]!.id;
  const messages = (await (await page.request.get(`/api/conversations/${id}/messages?limit=5`)).json()) as {
    items: Message[];
  };
  return { id, newest: messages.items.at(-1)!.body };
}

test(
  'a conversation arrives rendered for its reader only; the candidate search for the employer only',
  { tag: '@desktop-only' },
  async ({ browser, baseURL }) => {
    const as = async (email: string) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await signIn(page, email);
      return page;
    };
    const amina = await as(DEMO.candidate);
    const { id, newest } = await firstConversation(amina);
    const own = await (await amina.request.get(`/my-messages/${id}`)).text();
    expect(own).toContain('<div id="root" data-prerendered data-rendered-signed-in>');
    expect(rootOf(own)).toContain(escape(newest).slice(0, 40));

    // Another candidate at the same address: the API refuses her, so nothing of it is in the page.
    const nguyen = await as(DEMO.candidateDe);
    const other = await (await nguyen.request.get(`/de/my-messages/${id}`)).text();
    expect(other).not.toContain(escape(newest).slice(0, 40));
    expect(other).not.toContain('data-prerendered');

    // The candidate search: the employer's page carries the first results; a candidate's none.
    const employer = await as(DEMO.employer);
    const results = (await (await employer.request.get('/api/employer/candidates?limit=5')).json()) as {
      candidates: { revealed: boolean; fullName: string | null; location: string }[];
    };
    // Not Amina herself: her own page carries her own name.
    const first = results.candidates.find((candidate) => !candidate.fullName?.startsWith('Amina'))!;
    const name = first.revealed && first.fullName ? first.fullName : first.location;
    expect(name, 'the demo employer finds candidates').toBeTruthy();
    const page = await (await employer.request.get('/de/employer/candidates')).text();
    expect(page).toContain('<div id="root" data-prerendered data-rendered-signed-in>');
    expect(rootOf(page)).toContain(escape(name!));
    const refused = await (await amina.request.get('/employer/candidates')).text();
    expect(refused).not.toContain('data-prerendered');
    expect(refused).not.toContain(escape(name!));
    for (const each of [amina, nguyen, employer]) await each.context().close();
  },
);

for (const timezoneId of ['Africa/Casablanca', 'America/Lima']) {
  test(
    `messages and the candidate search are taken over without a hydration error (${timezoneId})`,
    { tag: '@mobile-only' },
    async ({ browser, baseURL }) => {
      for (const [email, path] of [
        [DEMO.candidate, null],
        [DEMO.employer, '/de/employer/candidates'],
        [DEMO.employer, '/de/employer/messages'],
      ] as const) {
        const context = await browser.newContext({
          baseURL,
          timezoneId,
          viewport: { width: 375, height: 812 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await signIn(page, email);
        const address = path ?? `/my-messages/${(await firstConversation(page)).id}`;
        const seen = watch(page);
        await page.goto(address);
        expect(await page.locator('#root[data-prerendered]').count(), address).toBe(1);
        await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        expect(seen.errors, address).toEqual([]);
        await context.close();
      }
    },
  );
}

test(
  'what a person types before the app has taken the page over stays in the field; sending waits for the app, and the page says so',
  { tag: '@mobile-only' },
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await signIn(page, DEMO.candidate);
    const { id } = await firstConversation(page);
    for (const [address, field] of [
      [`/my-messages/${id}`, page.getByRole('textbox', { name: 'Your message' })],
      ['/browse-jobs', page.getByRole('searchbox', { name: 'Search text' })],
    ] as const) {
      // The app's code is held back until the person has typed, as on a slow phone.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(address, { waitUntil: 'commit' });
      await field.fill('Typed before the app ran');
      // Sending waits for the app: a plain submit would reload the page and drop the text.
      const send = address.startsWith('/my-messages') ? page.getByRole('button', { name: 'Send', exact: true }) : null;
      if (send) await expect(send).toBeDisabled();
      // The page says it is not ready yet, and stops saying so once it is.
      const starting = page.getByRole('status').filter({ hasText: 'Getting the page ready…' });
      await expect(starting).toBeVisible();
      release();
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await expect(field, address).toHaveValue('Typed before the app ran');
      if (send) await expect(send).toBeEnabled();
      await expect(starting).toBeHidden();
      await page.unrouteAll();
    }
    await context.close();
  },
);
