import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';

/**
 * The public site as a visitor meets it, in both languages and on both screen sizes: the landing
 * page (search, quick searches, get started, the mobile bottom bar), the employer page, the legal
 * pages and the imprint, the cookie banner with every choice, and how the language is chosen.
 */

const CONSENT_KEY = 'cookie-consent';
const ANALYTICS_FLAG = 'analytics-enabled';

/** Pages built for the public site, in both languages. */
const PUBLIC_PAGES = [
  { path: '/', heading: 'Training in Germany for international talent' },
  { path: '/de', heading: 'Ausbildung in Deutschland für internationale Talente' },
  { path: '/for-employers', heading: 'Find motivated trainees from around the world' },
  { path: '/de/for-employers', heading: 'Finde motivierte Azubis aus der ganzen Welt' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/de/privacy-policy', heading: 'Datenschutzerklärung' },
  { path: '/terms-of-service', heading: 'Terms of service' },
  { path: '/de/terms-of-service', heading: 'Nutzungsbedingungen' },
  { path: '/impressum', heading: 'Imprint' },
  { path: '/de/impressum', heading: 'Impressum' },
];

/** Stores a cookie choice before the page's scripts run, for tests that are not about the banner. */
async function skipCookieBanner(context: BrowserContext) {
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null) {
      localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    }
  }, CONSENT_KEY);
}

async function open(page: Page, path: string, heading?: string) {
  const response = await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return response;
}

const storedConsent = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
    CONSENT_KEY,
  );
const analyticsFlag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), ANALYTICS_FLAG);

/**
 * Resolves when the page reaches the dashboard with exactly these search parameters. Start it before
 * the action: a signed-out visitor is sent on from the dashboard to sign in straight away.
 */
function searchReached(page: Page, pathname: string, params: Record<string, string>) {
  return page.waitForURL(
    (url) =>
      url.pathname === pathname && JSON.stringify(Object.fromEntries(url.searchParams)) === JSON.stringify(params),
  );
}

/** Resolves once the page has run two frames and the tasks between them (a scroll handled, its render done). */
function afterScrollHandled(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

test.describe('landing page', () => {
  test.beforeEach(async ({ context }) => skipCookieBanner(context));

  for (const [lang, root, title] of [
    ['en', '/', 'Training in Germany for international talent'],
    ['de', '/de', 'Ausbildung in Deutschland für internationale Talente'],
  ] as const) {
    test(`shows every section (${lang})`, async ({ page, saveScreenshot }) => {
      await open(page, root, title);
      const main = page.getByRole('main');
      await expect(main.getByRole('search')).toBeVisible();
      // Six sections with a heading: the figures stay out while the demo's counts are below their thresholds.
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(6);
      await expect(main.getByRole('tab')).toHaveCount(2);
      await expect(main.getByRole('figure')).toHaveCount(3);
      await saveScreenshot(`landing-${lang}`);
    });
  }

  test(
    'the page is painted before the app’s code is asked for, and then becomes interactive',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await open(page, '/', 'Training in Germany for international talent');
      // Interactive: the get-started dialog of the closing call to action opens (it needs the app).
      await page.getByRole('main').getByRole('button', { name: 'Get started' }).click();
      await expect(page.getByRole('dialog', { name: 'How would you like to start?' })).toBeVisible();
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        const entry = new Set(
          [
            ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
              'script[type="module"][src], link[rel="modulepreload"][fetchpriority="low"]',
            ),
          ].map((element) => new URL(element instanceof HTMLScriptElement ? element.src : element.href).pathname),
        );
        const scripts = performance
          .getEntriesByType('resource')
          .filter((resource) => /\/assets\/.*\.js$/.test(resource.name))
          .map((resource) => ({ path: new URL(resource.name).pathname, start: resource.startTime }));
        return {
          paint,
          entry: [...entry],
          early: scripts.filter((s) => !entry.has(s.path) && paint !== null && s.start < paint),
          count: scripts.length,
        };
      });
      expect(timing.paint).not.toBeNull();
      // The entry and what it imports (a few small files, named in the HTML at low priority), nothing else.
      expect(timing.entry.length).toBeGreaterThan(0);
      expect(timing.entry.length).toBeLessThanOrEqual(4);
      expect(timing.count).toBeGreaterThan(timing.entry.length + 10);
      expect(timing.early).toEqual([]);
    },
  );

  test('the hero’s employer button carries the 10-day badge and leads to the employer page', async ({ page }) => {
    await open(page, '/de');
    const employer = page.getByRole('link', { name: 'Ich bin Arbeitgeber 10 Tage kostenlos' });
    await expect(employer).toBeVisible();
    await employer.click();
    await expect(page).toHaveURL(/\/de\/for-employers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finde motivierte Azubis aus der ganzen Welt');
  });

  test(
    'the search bar sends text, city and field to the public job search',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await open(page, '/');
      const search = page.getByRole('search');
      await search.getByRole('searchbox', { name: 'Job or keyword' }).fill('Pflege');
      await search.getByRole('combobox', { name: 'City' }).selectOption('hamburg');
      await search.getByRole('combobox', { name: 'Field' }).selectOption('health');
      const reached = searchReached(page, '/browse-jobs', { q: 'Pflege', location: 'hamburg', category: 'health' });
      await search.getByRole('button', { name: 'Search' }).click();
      await reached;
    },
  );

  test(
    'the search bar leaves empty fields out, and Enter in the text field searches',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await open(page, '/de');
      const search = page.getByRole('search');
      await search.getByRole('combobox', { name: 'Stadt' }).selectOption('munich');
      const reached = searchReached(page, '/de/browse-jobs', { q: 'Mechatroniker', location: 'munich' });
      await search.getByRole('searchbox', { name: 'Beruf oder Stichwort' }).fill('Mechatroniker');
      await search.getByRole('searchbox', { name: 'Beruf oder Stichwort' }).press('Enter');
      await reached;
    },
  );

  for (const quick of ['IT Ausbildung Berlin', 'Pflege Hamburg', 'KFZ München', 'Einzelhandel']) {
    test(`quick search “${quick}” searches for it`, { tag: '@mobile-only' }, async ({ page }) => {
      await open(page, '/');
      const reached = searchReached(page, '/browse-jobs', { q: quick });
      await page.getByRole('search').getByRole('link', { name: quick, exact: true }).click();
      await reached;
    });
  }

  test('the get-started dialog offers the candidate and the employer portal', async ({
    page,
    saveScreenshot,
  }, testInfo) => {
    await open(page, '/');
    if (testInfo.project.name === 'desktop') {
      await page.getByRole('banner').getByRole('button', { name: 'Get started' }).click();
    } else {
      // Small screens: the header's button is in the side menu; the closing call to action has one too.
      await page.getByRole('main').getByRole('button', { name: 'Get started' }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'How would you like to start?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Candidate portal/ })).toHaveAttribute('href', '/auth?role=azubi');
    await expect(dialog.getByRole('link', { name: /Employer portal/ })).toHaveAttribute('href', '/for-employers');
    await expectNoA11yViolations(page);
    await saveScreenshot('get-started-dialog');

    await dialog.getByRole('link', { name: /Candidate portal/ }).click();
    await expect(page).toHaveURL(/\/auth\?role=azubi$/);
    await expect(dialog).toBeHidden();
  });

  // The dialog is checked at both widths in English (above); this one checks where the German links lead.
  test('the German get-started dialog leads to the German pages', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/de');
    await page.getByRole('main').getByRole('button', { name: 'Jetzt starten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wie möchtest du starten?' });
    await expect(dialog.getByRole('link', { name: /Portal für Azubis/ })).toHaveAttribute(
      'href',
      '/de/auth?role=azubi',
    );
    await dialog.getByRole('link', { name: /Portal für Arbeitgeber/ }).click();
    await expect(page).toHaveURL(/\/de\/for-employers$/);
  });

  test(
    'on small screens the side menu holds the links and both portals',
    { tag: '@mobile-only' },
    async ({ page, saveScreenshot }) => {
      await open(page, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'For employers' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      await expect(menu.getByRole('link', { name: /Candidate portal/ })).toHaveAttribute('href', '/auth?role=azubi');
      await expectNoA11yViolations(page);
      await saveScreenshot('side-menu');
      await menu.getByRole('link', { name: 'For employers' }).click();
      await expect(page).toHaveURL(/\/for-employers$/);
      await expect(menu).toBeHidden();
    },
  );

  test('the bottom bar appears on small screens once scrolled past 900 px', async ({
    page,
    saveScreenshot,
  }, testInfo) => {
    await open(page, '/');
    const bar = page.getByRole('navigation', { name: 'Quick access' });
    await expect(bar).toBeHidden();

    // The page checks the scroll position once per frame (use-scrolled-past.ts): after the next
    // frames and the render they schedule, the bar has answered 850 px.
    await page.evaluate(() => window.scrollTo(0, 850));
    await page.evaluate(afterScrollHandled);
    await expect(bar).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 950));
    if (testInfo.project.name === 'desktop') {
      // Rendered once past 900 px, and hidden by the wide screen's layout.
      await expect(page.getByRole('navigation', { name: 'Quick access', includeHidden: true })).toBeAttached();
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    // It slides up into place: its bottom edge ends at the bottom of the screen.
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        return box && Math.round(box.y + box.height);
      })
      .toBe(page.viewportSize()?.height);
    await expect(bar.getByRole('link', { name: 'Find training' })).toHaveAttribute('href', '/auth?role=azubi');
    await expect(bar.getByRole('link', { name: 'For employers' })).toHaveAttribute('href', '/for-employers');
    await saveScreenshot('bottom-bar-page');

    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(bar).toBeHidden();
  });
});

test.describe('languages', { tag: '@mobile-only' }, () => {
  test('a first visit from a German browser goes to /de', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ausbildung in Deutschland für internationale Talente',
    );
    await context.close();
  });

  test('a first visit from an English browser stays at /', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training in Germany for international talent');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a German browser that chose English before stays at /', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'de-AT' });
    // What the app remembers of a choice: the cookie (which the server reads, ADR 0014) and localStorage.
    await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL! }]);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('i18nextLng', 'en');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training in Germany for international talent');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('the switcher keeps the page and its query', async ({ page, context }) => {
    await skipCookieBanner(context);
    await open(page, '/for-employers?ref=newsletter');
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/for-employers\?ref=newsletter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finde motivierte Azubis aus der ganzen Welt');
    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/for-employers\?ref=newsletter$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('language prefixes we do not use lead to the page', async ({ page, context }) => {
    await skipCookieBanner(context);
    await open(page, '/en/impressum', 'Imprint');
    expect(new URL(page.url()).pathname).toBe('/impressum');
    await open(page, '/fr/for-employers', 'Find motivated trainees from around the world');
    expect(new URL(page.url()).pathname).toBe('/for-employers');
  });
});

test.describe('cookie consent', () => {
  test('the banner shows on a first visit, fixed to the bottom of the screen', async ({ page, saveScreenshot }) => {
    await open(page, '/');
    const banner = page.getByRole('region', { name: 'Cookies on Azubi Connect' });
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(page.viewportSize()?.height);
    await expectNoA11yViolations(page);
    await saveScreenshot('cookie-banner');
  });

  test(
    'Accept all allows analytics and marketing, sets the analytics flag and hides the banner for good',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await open(page, '/');
      await page.getByRole('button', { name: 'Accept all' }).click();
      await expect(page.getByRole('region', { name: 'Cookies on Azubi Connect' })).toBeHidden();
      expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, marketing: true });
      expect(await analyticsFlag(page)).toBe('true');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookies on Azubi Connect' })).toBeHidden();
    },
  );

  test('Reject all refuses both and leaves no analytics flag', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/de');
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(page.getByRole('region', { name: 'Cookies bei Azubi Connect' })).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(await analyticsFlag(page)).toBeNull();
  });

  test(
    'Customise: necessary stays on, the choice is saved with Save preferences',
    { tag: '@mobile-only' },
    async ({ page, saveScreenshot }) => {
      await open(page, '/');
      await page.getByRole('button', { name: 'Customise' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeChecked();
      await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
      await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
      await dialog.getByRole('switch', { name: 'Analytics' }).click();
      await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
      await expectNoA11yViolations(page);
      await saveScreenshot('cookie-settings');
      await dialog.getByRole('button', { name: 'Save preferences' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: 'Cookies on Azubi Connect' })).toBeHidden();
      expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, marketing: false });
      expect(await analyticsFlag(page)).toBe('true');
    },
  );

  test(
    'closing the settings without saving keeps the banner and stores nothing',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await open(page, '/');
      await page.getByRole('button', { name: 'Customise' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('region', { name: 'Cookies on Azubi Connect' })).toBeVisible();
      expect(await storedConsent(page)).toBeNull();
    },
  );

  test(
    'Cookie settings in the footer lets a visitor withdraw analytics, which removes the flag',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await open(page, '/');
      await page.getByRole('button', { name: 'Accept all' }).click();
      expect(await analyticsFlag(page)).toBe('true');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
      await dialog.getByRole('switch', { name: 'Analytics' }).click();
      await dialog.getByRole('button', { name: 'Save preferences' }).click();
      await expect(dialog).toBeHidden();
      expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: true });
      expect(await analyticsFlag(page)).toBeNull();
    },
  );
});

test.describe('imprint and legal pages', () => {
  test.beforeEach(async ({ context }) => skipCookieBanner(context));

  test('the footer’s imprint opens a dialog with the configured details', async ({ page, saveScreenshot }) => {
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Imprint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Imprint' });
    // The e2e server runs with the demo defaults of IMPRINT_* (apps/server/src/config.ts).
    await expect(dialog.getByText('Azubi Connect Demo GmbH')).toBeVisible();
    await expect(dialog.getByText('Musterstraße 1')).toBeVisible();
    await expect(dialog.getByText('Max Mustermann')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'contact@azubi-connect.example' })).toHaveAttribute(
      'href',
      'mailto:contact@azubi-connect.example',
    );
    await expect(dialog.getByText('DE123456789')).toBeVisible();
    await expect(dialog.getByText(/§ 19 of the German VAT Act/)).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot('imprint-dialog');

    await dialog.getByRole('link', { name: 'Full imprint' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Max Mustermann, address as above.')).toBeVisible();
  });

  test(
    'the footer’s terms and privacy links open those pages at the top',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await open(page, '/de');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Nutzungsbedingungen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/de/terms-of-service');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('main')).toContainText('Haftung');

      await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Art. 77 DSGVO');
    },
  );

  for (const { path, heading, texts } of [
    {
      path: '/privacy-policy',
      heading: 'Privacy policy',
      texts: ['Audio introductions: deleted 12 months after recording', 'Art. 15 GDPR', 'Azubi Connect Demo GmbH'],
    },
    {
      path: '/de/privacy-policy',
      heading: 'Datenschutzerklärung',
      texts: ['Inaktive Konten: Löschung nach 2 Jahren ohne Anmeldung', 'Art. 6 Abs. 1 lit. b DSGVO'],
    },
    {
      path: '/terms-of-service',
      heading: 'Terms of service',
      texts: ['once for 10 days, without giving payment details', 'at least 30 days before it takes effect'],
    },
    {
      path: '/de/terms-of-service',
      heading: 'Nutzungsbedingungen',
      texts: ['es verlängert sich nie automatisch', 'in den 12 Monaten vor dem schadensbegründenden Ereignis'],
    },
    { path: '/de/impressum', heading: 'Impressum', texts: ['Vertreten durch', 'Verbraucherstreitbeilegung'] },
  ]) {
    test(`${path} has its full text`, { tag: '@desktop-only' }, async ({ page, saveScreenshot }) => {
      await open(page, path, heading);
      for (const text of texts) await expect(page.getByRole('main')).toContainText(text);
      await saveScreenshot(`legal${path.replaceAll('/', '-')}`);
    });
  }

  test('the privacy policy’s contents jump to their section', { tag: '@desktop-only' }, async ({ page }) => {
    await open(page, '/privacy-policy', 'Privacy policy');
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: '9. How long we keep your data' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: '9. How long we keep your data' })).toBeInViewport();
  });
});

test.describe('employer page', () => {
  test.beforeEach(async ({ context }) => skipCookieBanner(context));

  test(
    'opens at the top from the bottom of the landing page, with prices and FAQ',
    { tag: '@desktop-only' },
    async ({ page, saveScreenshot }) => {
      await open(page, '/');
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await footer.getByRole('link', { name: 'For employers' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find motivated trainees from around the world' }),
      ).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await expect(page.getByRole('link', { name: 'Start your 10-day free trial' })).toHaveAttribute(
        'href',
        '/auth?role=employer',
      );
      await page.getByRole('link', { name: 'See prices' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Prices' })).toBeInViewport();

      const question = page.getByText('How does the free trial work?');
      await question.click();
      await expect(page.getByText(/You do not need a credit card/)).toBeVisible();
      await saveScreenshot('employers-en');
    },
  );
});

test.describe('accessibility', () => {
  // A German page whose English twin is checked at both widths (and /de, the German header, footer
  // and menu, at both) is checked at one: its text, not its layout, is what the second check adds.
  for (const { path, heading } of PUBLIC_PAGES) {
    const oneWidth = path.startsWith('/de/') ? { tag: '@mobile-only' } : {};
    test(`${path} has no violations`, oneWidth, async ({ page }) => {
      await open(page, path, heading);
      // With the cookie banner, as on a first visit.
      await expect(page.getByRole('region', { name: /^Cookies (on|bei) Azubi Connect$/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }

  test('skip links lead to the content and to the navigation', { tag: '@desktop-only' }, async ({ page, context }) => {
    await skipCookieBanner(context);
    await open(page, '/de');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    const toNavigation = page.getByRole('link', { name: 'Zur Navigation springen' });
    await expect(toNavigation).toBeFocused();
    await expect(toNavigation).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeFocused();
  });
});
