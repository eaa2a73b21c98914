import type { Page } from '@playwright/test';
import { answerCookieBanner, apiSend, expect, signUpThroughApi, test } from '../fixtures';

/**
 * The landing page as the HTML the server sends, before any script (a slow phone), and as it
 * changes for someone signed in (issue 12).
 */

/** Resolves with the address the page lands on next (path and query, as the server answered). */
async function nextAddress(page: Page, action: () => Promise<void>): Promise<string> {
  const navigation = page.waitForNavigation();
  await action();
  await navigation;
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

test.describe('without JavaScript', () => {
  test(
    'the search leaves empty fields out and the quick searches are links that search',
    { tag: '@mobile-only' },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto('/');
      const search = page.getByRole('search');
      await search.getByRole('searchbox', { name: 'Job or keyword' }).fill('Pflege');
      expect(await nextAddress(page, () => search.getByRole('button', { name: 'Search' }).click())).toBe(
        '/browse-jobs?q=Pflege',
      );

      await page.goto('/de');
      const german = page.getByRole('search');
      await german.getByRole('combobox', { name: 'Stadt' }).selectOption('munich');
      expect(await nextAddress(page, () => german.getByRole('button', { name: 'Suchen' }).click())).toBe(
        '/de/browse-jobs?location=munich',
      );

      await page.goto('/');
      const quick = page.getByRole('search').getByRole('link', { name: 'Pflege Hamburg', exact: true });
      expect(await nextAddress(page, () => quick.click())).toBe('/browse-jobs?q=Pflege+Hamburg');
      await context.close();
    },
  );
});

test.describe('figures', () => {
  test('claim nothing the demo’s few listings cannot back', { tag: '@mobile-only' }, async ({ page }) => {
    await answerCookieBanner(page);
    const response = await page.goto('/');
    // Neither in the page's HTML as sent nor after the app has taken the page over.
    const html = await response!.text();
    const content = html.slice(html.indexOf('<div id="root"'));
    expect(content).toContain('Training in Germany for international talent');
    expect(content).not.toMatch(/500\+|25\+|150\+|95\s?%/);
    await expect(page.getByRole('heading', { name: 'Azubi Connect in numbers' })).toHaveCount(0);
    expect(await (await page.request.get('/api/site/stats')).json()).toEqual({
      listings: null,
      profiles: null,
      companies: null,
    });
  });
});

test.describe('signed in', () => {
  for (const [lang, root, dashboard, name, title] of [
    ['en', '/', '/dashboard', 'Go to dashboard', 'Your future in Germany starts here'],
    ['de', '/de', '/de/dashboard', 'Zum Dashboard', 'Deine Zukunft in Deutschland beginnt hier'],
  ] as const) {
    test(
      `offers the dashboard instead of “Get started” (${lang})`,
      { tag: '@mobile-only' },
      async ({ page, saveScreenshot }) => {
        await answerCookieBanner(page);
        await signUpThroughApi(page, { role: 'azubi', fullName: 'Amina Beispiel' });
        if (lang === 'de') await apiSend(page.request, 'PUT', '/api/me/locale', { locale: 'de' });
        await page.addInitScript(() => localStorage.setItem('azubi.signedIn', '1'));
        const problems: string[] = [];
        page.on('console', (message) => {
          if (/hydrat|#418|#425/i.test(message.text())) problems.push(message.text());
        });
        await page.goto(root);
        const closing = page.getByRole('region', { name: title });
        await expect(closing.getByRole('link', { name })).toHaveAttribute('href', dashboard);
        await expect(closing.getByRole('button', { name: /Get started|Jetzt starten/ })).toHaveCount(0);
        await saveScreenshot(`landing-signed-in-${lang}`);
        await closing.getByRole('link', { name }).click();
        await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
        expect(problems).toEqual([]);
      },
    );
  }
});
