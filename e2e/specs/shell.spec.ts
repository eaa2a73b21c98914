import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';

/**
 * The app shell, in both languages and on both screen sizes: what every visitor meets before any
 * feature (language, landmarks, skip link, 404 page, language switcher), the API's error shape and the
 * security headers every page carries.
 */

interface Language {
  code: 'en' | 'de';
  /** The switcher's label for this language: each language is named in itself. */
  label: 'English' | 'Deutsch';
  root: string;
  unknownPath: string;
  skipLink: RegExp;
  homeLink: RegExp;
}

const LANGUAGES: Language[] = [
  {
    code: 'en',
    label: 'English',
    root: '/',
    unknownPath: '/this-page-does-not-exist',
    skipLink: /^skip to main content$/i,
    homeLink: /home/i,
  },
  {
    code: 'de',
    label: 'Deutsch',
    root: '/de',
    unknownPath: '/de/this-page-does-not-exist',
    skipLink: /inhalt/i,
    homeLink: /startseite/i,
  },
];

/** Waits until the app has rendered its layout, as a person waits for the page to appear. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  return response;
}

/**
 * Picks a language in the header's switcher, whether it shows the languages directly or behind a
 * button (a language menu, or the navigation menu on small screens).
 */
async function switchLanguage(page: Page, label: Language['label']) {
  const banner = page.getByRole('banner');
  const choice = banner
    .getByRole('link', { name: label, exact: true })
    .or(page.getByRole('menuitem', { name: label, exact: true }))
    .or(page.getByRole('menuitemradio', { name: label, exact: true }))
    .or(page.getByRole('option', { name: label, exact: true }))
    .first();
  if (!(await choice.isVisible())) {
    await banner
      .getByRole('button', { name: /language|sprache|menu|menü/i })
      .first()
      .click();
  }
  await choice.click();
}

for (const lang of LANGUAGES) {
  test.describe(`${lang.label} at ${lang.root}`, () => {
    test('renders the app shell in its language', async ({ page, saveScreenshot }) => {
      const response = await open(page, lang.root);

      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toHaveCount(1);
      await saveScreenshot(`home-${lang.code}`);
    });

    test('offers a skip link to the main content first', { tag: '@desktop-only' }, async ({ page }) => {
      await open(page, lang.root);

      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: lang.skipLink });
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeVisible();
      const mainId = await page.getByRole('main').getAttribute('id');
      expect(mainId, 'the main landmark needs an id for the skip link to point at').toBeTruthy();
      await expect(skipLink).toHaveAttribute('href', `#${mainId}`);

      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    });

    test('loads without script errors or blocked resources', async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });

      await open(page, lang.root);
      await page.waitForLoadState('networkidle');

      expect(problems).toEqual([]);
    });

    test('has no accessibility violations', async ({ page }) => {
      await open(page, lang.root);
      await expectNoA11yViolations(page);
    });

    test(
      'answers an unknown page with 404 and a link home',
      { tag: '@desktop-only' },
      async ({ page, baseURL, saveScreenshot }) => {
        const response = await open(page, lang.unknownPath);

        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        const home = main.getByRole('link', { name: lang.homeLink });
        await expect(home).toHaveAttribute('href', lang.root);
        await saveScreenshot(`not-found-${lang.code}`);

        await home.click();
        await expect(page).toHaveURL(new URL(lang.root, baseURL).href);
        await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
      },
    );

    test('has no accessibility violations on the 404 page', async ({ page }) => {
      await open(page, lang.unknownPath);
      await expectNoA11yViolations(page);
    });

    test('sends the security headers', { tag: '@desktop-only' }, async ({ request }) => {
      for (const path of [lang.root, lang.unknownPath]) {
        const response = await request.get(path);
        const headers = response.headers();
        expect.soft(headers['x-frame-options'], `x-frame-options on ${path}`).toBe('DENY');
        expect.soft(headers['x-content-type-options'], `x-content-type-options on ${path}`).toBe('nosniff');
        expect.soft(headers['referrer-policy'], `referrer-policy on ${path}`).toBe('strict-origin-when-cross-origin');
        expect
          .soft(headers['content-security-policy'] ?? '', `content-security-policy on ${path}`)
          .toContain("default-src 'self'");
      }
    });
  });
}

test.describe('language switcher', { tag: '@desktop-only' }, () => {
  test('switches between English and German on the home page', async ({ page, baseURL }) => {
    await open(page, '/');

    await switchLanguage(page, 'Deutsch');
    await expect(page).toHaveURL(new URL('/de', baseURL).href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await switchLanguage(page, 'English');
    await expect(page).toHaveURL(new URL('/', baseURL).href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('keeps the page the visitor is on', async ({ page, baseURL }) => {
    await open(page, '/this-page-does-not-exist');

    await switchLanguage(page, 'Deutsch');
    await expect(page).toHaveURL(new URL('/de/this-page-does-not-exist', baseURL).href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('an English address opened after a German visit is English throughout, header included', async ({ page }) => {
    await open(page, '/de');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    // A new load, not a switch: the remembered German choice must not leak into the English page.
    await open(page, '/for-employers');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('API', { tag: '@desktop-only' }, () => {
  test('reports its health', async ({ request }) => {
    const response = await request.get('/api/health');

    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('answers an unknown endpoint with a 404 error in the reader’s language', async ({ request }) => {
    const english = await request.get('/api/nope', { headers: { 'Accept-Language': 'en' } });
    const german = await request.get('/api/nope', { headers: { 'Accept-Language': 'de' } });

    for (const response of [english, german]) {
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
    }
    const englishBody = await english.json();
    const germanBody = await german.json();
    expect(englishBody).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(germanBody).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(englishBody.error.message).toMatch(/not|no /i);
    expect(germanBody.error.message).toMatch(/nicht|kein/i);
    expect(germanBody.error.message).not.toBe(englishBody.error.message);
  });
});
