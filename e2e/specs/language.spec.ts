import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiSend, expect, signUpThroughApi, test } from '../fixtures';

/**
 * The language a page is shown in (ADR 0014, issue 12): the server renders every page in the
 * language the browser's app hydrates it with, so nothing is painted in the wrong language and React
 * never reports a hydration mismatch; after sign-in the account's language wins.
 */

/** What React and the router say when the HTML and the first render in the browser differ. */
const HYDRATION_PROBLEM =
  /hydrat|Minified React error #(418|419|421|422|423|425)|did not match|server rendered (HTML|text)|Text content does not match/i;

/** Collects every console error or warning and page error about hydration from now on. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(`${page.url()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(`${page.url()}: ${error.message.slice(0, 300)}`);
  });
  return problems;
}

/** Waits until the app has taken the page over (or the page has no server content). */
async function appReady(page: Page) {
  if ((await page.locator('#root[data-prerendered]').count()) > 0) {
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  }
  await page.waitForLoadState('networkidle');
}

async function firstPostPath(page: Page, locale: 'en' | 'de'): Promise<string> {
  const response = await page.request.get(`/api/blog/posts?locale=${locale}&limit=1`);
  const { items } = (await response.json()) as { items: { slug: string }[] };
  const slug = items[0]?.slug;
  if (!slug) throw new Error(`no ${locale} blog post in the demo data`);
  return `${locale === 'de' ? '/de' : ''}/blog/${slug}`;
}

async function browserIn(browser: Browser, locale: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale });
  // Necessary cookies only, before any script runs: the banner is not under test here.
  await context.addInitScript(() => {
    if (localStorage.getItem('cookie-consent') === null)
      localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  });
  return context;
}

/** The pages sent with their content (rendered at build time or per request), in both languages; blog posts come on top. */
const SERVER_RENDERED = ['/', '/de', '/for-employers', '/de/for-employers', '/blog', '/de/blog'];

for (const [browserLocale, expected] of [
  ['de-DE', 'de'],
  ['en-US', 'en'],
] as const) {
  test(
    `a ${browserLocale} browser gets every server-rendered page without a hydration warning`,
    { tag: '@mobile-only' },
    async ({ browser, page: helper }) => {
      const context = await browserIn(browser, browserLocale);
      const page = await context.newPage();
      const problems = watchHydration(page);
      // A first visit to `/` opens in the browser's language.
      await page.goto('/');
      await appReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      const paths = [...SERVER_RENDERED, await firstPostPath(helper, 'en'), await firstPostPath(helper, 'de')];
      for (const path of paths) {
        await page.goto(path);
        await appReady(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );
}

test(
  'a German browser’s first paint of / is German: the server answers /de before any script runs',
  { tag: '@mobile-only' },
  async ({ browser }) => {
    const context = await browserIn(browser, 'de-DE');
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/de');
    const redirect = await response!.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(302);
    expect(redirect?.headers().vary).toMatch(/Cookie, Accept-Language/);
    // The HTML as it arrived, before any script: German.
    const html = await response!.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Ausbildung in Deutschland für internationale Talente');
    expect(html).not.toContain('Training in Germany for international talent');
    await context.close();
  },
);

test('a German browser that chose English is shown / in English', { tag: '@mobile-only' }, async ({ browser }) => {
  const context = await browserIn(browser, 'de-AT');
  const page = await context.newPage();
  const problems = watchHydration(page);
  await page.goto('/de');
  await appReady(page);
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training in Germany for international talent');
  // Next visit: the language cookie says English, and the server keeps `/`.
  await page.goto('/');
  await appReady(page);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training in Germany for international talent');
  expect(problems).toEqual([]);
  await context.close();
});

test(
  'a German account signed in from an English browser sees German pages, and its switch to English sticks',
  { tag: '@mobile-only' },
  async ({ page }) => {
    const problems = watchHydration(page);
    const { email, password } = await signUpThroughApi(page, { role: 'azubi', fullName: 'Lan Nguyen' });
    await apiSend(page.request, 'PUT', '/api/me/locale', { locale: 'de' });
    // A fresh sign-in, as from another device: the answer is in the account's language.
    const answer = (await apiSend(page.request, 'POST', '/api/auth/sign-in', { email, password })) as {
      message: string;
    };
    expect(answer.message).toBe('Willkommen zurück!');
    await page.addInitScript(() => localStorage.setItem('azubi.signedIn', '1'));

    await page.goto('/for-employers');
    await expect(page).toHaveURL(/\/de\/for-employers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finde motivierte Azubis aus der ganzen Welt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('de');
    // The cookie follows the account: the server now shows `/` in German at once.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/de');

    // The switcher's choice becomes the account's language.
    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training in Germany for international talent');
    await expect
      .poll(
        async () => ((await (await page.request.get('/api/me')).json()) as { user: { locale: string } }).user.locale,
      )
      .toBe('en');
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
    expect(new URL(page.url()).pathname).toBe('/impressum');
    expect(problems).toEqual([]);
  },
);

test(
  'signing in through the form from an English page opens the dashboard in the account’s language',
  { tag: '@mobile-only' },
  async ({ page, browser }) => {
    const { email, password } = await signUpThroughApi(page, { role: 'employer', fullName: 'Sabine Beispiel' });
    await apiSend(page.request, 'PUT', '/api/me/locale', { locale: 'de' });
    const context = await browserIn(browser, 'en-US');
    const fresh = await context.newPage();
    await fresh.goto('/auth?tab=sign-in');
    await appReady(fresh);
    await fresh.getByLabel('E-mail address').fill(email);
    await fresh.getByLabel('Password', { exact: true }).fill(password);
    await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(fresh).toHaveURL(/\/de\/(dashboard|employer-onboarding)/);
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'de');
    await expect(fresh.getByText('Willkommen zurück!', { exact: true })).toBeVisible();
    await context.close();
  },
);
