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
  signIn,
  signUpThroughApi,
  test,
  uniqueEmail,
} from '../fixtures';

/**
 * The admin area's own navigation (issue 29): each role's sections with the counts of what waits,
 * a column beside the page at 1280 px and one disclosure button on a phone; the campaign editor's
 * merge-field hint; and a company's settings while its verification waits, which must fit 375 px.
 * axe on each, English and German.
 */

type Counts = { verifications: { total: number }; reviews: number; reports: { total: number } };

/** The navigation's links, opened first on a phone (where they fold into one button). */
async function openNavigation(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: label, exact: true });
  await expect(nav).toBeVisible({ timeout: 15_000 });
  if (test.info().project.name === 'mobile') {
    const button = nav.getByRole('button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  return nav;
}

test('the admin area lists each role’s sections with the counts of what waits', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // English: the demo admin, every section.
  await signIn(page, DEMO.admin);
  const counts = (await (await page.request.get('/api/admin/pending-counts')).json()) as Counts;
  // The seed has a profile and a company waiting (Carlos, the Bäckerei).
  expect(counts.verifications.total).toBeGreaterThanOrEqual(2);
  await page.goto('/admin/reviews');
  const nav = await openNavigation(page, 'Administration');
  const links = nav.getByRole('link').filter({ visible: true });
  await expect(links).toHaveText([
    new RegExp(`^Verifications\\s*${counts.verifications.total}`),
    counts.reports.total ? new RegExp(`^Reports\\s*${counts.reports.total}`) : /^Reports$/,
    counts.reviews ? new RegExp(`^Reviews\\s*${counts.reviews}`) : /^Reviews$/,
    'Blog',
    'Users',
    'Analytics',
    'Audit log',
    'Subscriptions',
    'E-mail campaigns',
    'Campaign results',
    'Test users',
    'Test notifications',
  ]);
  await expect(nav.getByRole('link', { name: /^Reviews/ }).filter({ visible: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'admin-nav-en');

  // A section from the navigation: the reports open their queue.
  await nav
    .getByRole('link', { name: /^Reports/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/verifications\?queue=(reports|conversations)$/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(/^(Audio reports|Conversations)/);

  // German: the demo moderator (a German account), the moderation sections only.
  const moderator = await secondPage(browser);
  await rememberSignedIn(moderator);
  await loginAs(moderator, DEMO.moderator);
  await moderator.goto('/de/admin/verifications');
  const navDe = await openNavigation(moderator, 'Verwaltung');
  await expect(navDe.getByRole('link').filter({ visible: true })).toHaveText([
    new RegExp(`^Prüfungen\\s*${counts.verifications.total}`),
    /^Meldungen/,
    /^Bewertungen/,
    'Blog',
  ]);
  await expectNoA11yViolations(moderator);
  await expectNoSidewaysScroll(moderator);
  await shot(moderator, 'admin-nav-de');
  await moderator.context().close();
});

test(
  'the campaign editor explains merge fields in English and German',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.admin);
    // German is shown by an admin of our own (the demo admin reads English in other specs).
    const german = await secondPage(browser);
    await rememberSignedIn(german);
    const account = await signUpThroughApi(german, {
      email: uniqueEmail('merge-de'),
      fullName: 'Greta Merge',
      role: 'azubi',
    });
    const me = (await (await german.request.get('/api/me')).json()) as { user: { id: string } };
    await apiSend(page.request, 'PUT', `/api/admin/users/${me.user.id}/role`, { role: 'admin' });
    await loginAs(german, account.email, account.password);
    await setAccountLanguage(german, 'de');
    for (const [who, de] of [
      [page, false],
      [german, true],
    ] as const) {
      await who.goto(`${de ? '/de' : ''}/admin/email-campaigns`);
      const hint = who.getByRole('region', {
        name: de ? 'Persönliche Anrede: Platzhalter' : 'Personal greeting: merge fields',
      });
      await expect(hint).toBeVisible({ timeout: 15_000 });
      await expect(hint.getByText(de ? '{{firstName|zusammen}}' : '{{firstName|there}}')).toBeVisible();
      const fieldset = who.getByRole('group', { name: de ? 'Deutsch' : 'German', exact: true });
      await fieldset.getByLabel('Text', { exact: true }).fill('Hallo {{vorname|zusammen}}');
      await expect(
        who.getByText(
          de
            ? 'Ein Platzhalterfeld „vorname“ gibt es nicht. Du kannst firstName und name verwenden.'
            : 'There is no merge field “vorname”. You can use firstName and name.',
        ),
      ).toBeVisible();
      await expectNoA11yViolations(who, { exclude: ['iframe'] });
      await expectNoSidewaysScroll(who);
      await shot(who, `campaign-editor-${de ? 'de' : 'en'}`);
    }
    await german.context().close();
  },
);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test(
  'a company’s settings fit a phone while its verification waits for our team, in English and German',
  { tag: '@mobile-only' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await answerCookieBanner(page);
    await rememberSignedIn(page);
    await signUpThroughApi(page, { role: 'employer', fullName: 'Greta Admin', email: uniqueEmail('wait') });
    await apiSend(page.request, 'POST', '/api/employer/onboarding', {
      companyName: 'Pflegedienst Sonnenschein Nord-Ost Wartestellung GmbH',
      industry: 'Healthcare',
      location: 'Hamburg',
    });
    await apiSend(page.request, 'PUT', '/api/employer/company/profile', {
      name: 'Pflegedienst Sonnenschein Nord-Ost Wartestellung GmbH',
      industry: 'Care',
      location: 'Bremen',
      website: `https://www.pflegedienst-${Date.now().toString(36)}.example`,
    });
    await page.goto('/company-settings');
    const documents = page.getByRole('region', { name: 'Verification documents' });
    await documents
      .getByLabel('Document (PDF or picture)')
      .setInputFiles({ name: 'handelsregisterauszug-2026.pdf', mimeType: 'application/pdf', buffer: PDF });
    await documents.getByRole('button', { name: 'Upload document' }).click();
    await expect(documents.getByText('handelsregisterauszug-2026.pdf', { exact: true })).toBeVisible();
    const verification = page.getByRole('region', { name: 'Verification' });
    await verification.getByRole('button', { name: 'Ask for verification' }).click();
    await expect(verification.getByText('Waiting for our team', { exact: true })).toBeVisible();
    await page.reload();
    await expect(verification.getByText('Waiting for our team', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await shot(page, 'company-settings-pending-en');

    await setAccountLanguage(page, 'de');
    await page.goto('/de/company-settings');
    await expect(
      page.getByRole('region', { name: 'Verifizierung' }).getByText('Wartet auf unser Team', { exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await shot(page, 'company-settings-pending-de');
  },
);
