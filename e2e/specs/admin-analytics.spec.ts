import type { Page } from '@playwright/test';
import {
  answerCookieBanner,
  apiSend,
  DEMO,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  loginAs,
  rememberSignedIn,
  secondPage,
  setAccountLanguage,
  shot,
  signUpThroughApi,
  test,
  uniqueEmail,
} from '../fixtures';

/**
 * Platform analytics and the audit log (issue 19). A visitor who allowed analytics browses a few
 * pages; their journey reaches the server when they leave and shows on /admin/analytics. A
 * visitor who did not allow it leaves nothing, not even in session storage. axe and screenshots
 * of /admin/analytics and /admin/audit at 375 and 1280 px, in English and German; moderators are
 * turned away.
 */

/** A stored cookie choice before any page script runs, as the banner would store it. */
async function chooseCookies(page: Page, analytics: boolean) {
  await page.addInitScript((allowed) => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: allowed, marketing: false, savedAt: new Date().toISOString() }),
    );
  }, analytics);
}

const storedJourney = (page: Page) => page.evaluate(() => sessionStorage.getItem('user-journey') ?? '');

/** Opens each page and waits until the journey recorder (loaded after the first paint) has it. */
async function browse(page: Page, paths: string[], recorded: boolean) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (recorded) await expect.poll(() => storedJourney(page)).toContain(`"path":"${path}"`);
  }
}

type Transition = { from: string; to: string; count: number };

test(
  'a journey with analytics consent shows on the analytics page; one without consent does not',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    await answerCookieBanner(page);
    await rememberSignedIn(page);
    await loginAs(page, DEMO.admin);
    const transitions = async () => {
      const today = new Date().toISOString().slice(0, 10);
      const res = await page.request.get(`/api/admin/analytics?from=${today}&to=${today}`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as { journeys: { transitions: Transition[] } }).journeys.transitions;
    };
    const count = async (from: string, to: string) =>
      (await transitions()).find((row) => row.from === from && row.to === to)?.count ?? 0;
    const consentedBefore = await count('/privacy-policy', '/terms-of-service');
    const refusedBefore = await count('/terms-of-service', '/imprint');

    const allowed = await secondPage(browser);
    await chooseCookies(allowed, true);
    await browse(allowed, ['/', '/privacy-policy', '/terms-of-service'], true);
    const refused = await secondPage(browser);
    await chooseCookies(refused, false);
    await browse(refused, ['/for-employers', '/terms-of-service', '/imprint'], false);
    expect(await storedJourney(refused)).toBe('');
    // Leaving the site sends the journey (a beacon on pagehide).
    await allowed.goto('about:blank');
    await refused.goto('about:blank');

    await expect
      .poll(() => count('/privacy-policy', '/terms-of-service'), { timeout: 15_000 })
      .toBe(consentedBefore + 1);
    expect(await count('/terms-of-service', '/imprint')).toBe(refusedBefore);

    await page.goto('/admin/analytics?period=7');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform analytics' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Most common page transitions' });
    await expect(
      table.getByRole('row').filter({ hasText: '/privacy-policy' }).filter({ hasText: '/terms-of-service' }),
    ).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: '/imprint' })).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Entry pages' }).getByRole('rowheader', { name: '/', exact: true }),
    ).toBeVisible();
    await allowed.context().close();
    await refused.context().close();
  },
);

test('the analytics and audit pages pass axe and fit the screen, in English and German; moderators are turned away', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await answerCookieBanner(page);
  await rememberSignedIn(page);
  await loginAs(page, DEMO.admin);
  // German is shown by a second admin of our own (the demo admin reads English in other specs).
  const german = await secondPage(browser);
  await rememberSignedIn(german);
  const account = await signUpThroughApi(german, {
    email: uniqueEmail('stats-de'),
    fullName: 'Greta Statistik',
    role: 'azubi',
  });
  const me = (await (await german.request.get('/api/me')).json()) as { user: { id: string } };
  await apiSend(page.request, 'PUT', `/api/admin/users/${me.user.id}/role`, { role: 'admin' });
  await loginAs(german, account.email, account.password);
  await setAccountLanguage(german, 'de');

  for (const [who, prefix, lang] of [
    [page, '', 'en'],
    [german, '/de', 'de'],
  ] as const) {
    await who.goto(`${prefix}/admin/analytics?period=365`);
    await expect(who.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en' ? 'Platform analytics' : 'Plattform-Statistik',
    );
    await expect(who.getByRole('table').first()).toBeVisible();
    // The charts' own chunk has drawn them.
    await expect(who.locator('.recharts-surface').first()).toBeVisible();
    await shot(who, `analytics-${lang}`, { slices: 1200 });
    await expectNoA11yViolations(who);
    await expectNoSidewaysScroll(who);
    const csv = who.getByRole('link', {
      name: lang === 'en' ? 'Download “Activity per day” as CSV' : '„Aktivität pro Tag“ als CSV herunterladen',
    });
    const download = await who.request.get((await csv.getAttribute('href'))!);
    expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await download.text()).split('\r\n')[0]).toMatch(/^date,signups_azubi,/);

    await who.goto(`${prefix}/admin/audit`);
    await expect(who.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Audit log' : 'Audit-Protokoll');
    await who.getByRole('combobox', { name: lang === 'en' ? 'Action' : 'Aktion' }).selectOption('user_login');
    await who.getByRole('button', { name: lang === 'en' ? 'Apply filters' : 'Filter anwenden' }).click();
    await expect(who).toHaveURL(/action=user_login/);
    await expect(who.getByRole('article').first()).toContainText(lang === 'en' ? 'Sign-in' : 'Anmeldung');
    await shot(who, `audit-${lang}`, { slices: 1200 });
    await expectNoA11yViolations(who);
    await expectNoSidewaysScroll(who);
  }
  await german.context().close();

  const moderator = await secondPage(browser);
  await rememberSignedIn(moderator);
  await loginAs(moderator, DEMO.moderator);
  await moderator.goto('/de/admin/analytics');
  await expect(
    moderator.getByText('Nur Admins können die Plattform-Statistik und das Audit-Protokoll sehen.'),
  ).toBeVisible();
  await moderator.context().close();
});
