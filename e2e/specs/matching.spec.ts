import {
  apiSend,
  DEMO,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  secondPage,
  shot,
  signIn,
  test,
} from '../fixtures';

// Opens pages as the demo HR account, whose language (German) two specs switch for a moment: not then.
test.beforeEach(async ({ shared }, testInfo) => {
  const started = Date.now();
  await shared('klinikum-hr-language');
  testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
});

/**
 * Search profiles and matching (issue 17). Amina saves her search from /browse-jobs; the Klinikum
 * posts an FSJ place in Leipzig that fits; "Check now" finds it, the match shows with its score,
 * and the notification arrives. The Klinikum saves a search alert from candidate search and sees
 * the (anonymised) candidates who fit. Then every matching screen with axe at both widths, in
 * English and German (each account in its own language).
 */

test(
  'a candidate saves a search, a fitting place is posted, "check now" finds it and the notification arrives; an employer saves a search alert',
  { tag: '@desktop-only' },
  async ({ page, browser, exclusive }) => {
    test.setTimeout(180_000);
    // Amina's search profiles and notifications: no other test adds to them meanwhile.
    await exclusive('amina-search-profiles');
    const stamp = Date.now().toString(36);
    const profileName = `FSJ Leipzig ${stamp}`;
    await signIn(page, DEMO.candidate);

    // Amina filters the listings and saves the search.
    await page.goto('/browse-jobs?programType=fsj&location=leipzig');
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'New search profile' });
    await expect(dialog.getByLabel('Name')).not.toHaveValue('');
    await dialog.getByLabel('Name').fill(profileName);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save search profile' }).click();
    await expect(page.getByText(/Search saved/).first()).toBeVisible();

    // The Klinikum posts an FSJ place in Leipzig.
    const employer = await secondPage(browser);
    await signIn(employer, DEMO.employer);
    const title = `FSJ im Sportverein Leipzig ${stamp}`;
    await apiSend(employer.request, 'POST', '/api/employer/listings', {
      title,
      description: 'Ein Jahr Training, Turniere und Jugendarbeit in unserem Verein.',
      programType: 'fsj',
      category: 'other',
      germanLevelRequired: 'A2',
      location: 'Leipzig',
      monthlyAllowance: 400,
      sector: 'sports',
    });

    // "Check now" finds it; the match shows with its score explained.
    await page.goto('/training-search-profiles');
    const card = page.getByRole('article', { name: profileName });
    await card.getByRole('button', { name: 'Check now' }).click();
    await expect(card.getByText(/new match(es)? found/)).toBeVisible({ timeout: 15_000 });
    const show = card.getByRole('button', { name: 'Show matches' });
    if (await show.isVisible()) await show.click();
    await expect(card.getByRole('article').filter({ hasText: title })).toBeVisible();
    // Marked new (the mark and the score sit above each listing card).
    await expect(card.getByText('New', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('button', { name: /Why it fits/ }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'candidate-profiles-en');
    // Checking again at once is refused with the server's message.
    await card.getByRole('button', { name: 'Check now' }).click();
    await expect(
      page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: /minute/ })
        .first(),
    ).toBeVisible();

    // The notification arrived.
    await page.goto('/notifications');
    await expect(page.getByText('New match').first()).toBeVisible();

    // The employer saves a search alert from candidate search and sees who fits.
    await employer.goto('/de/employer/candidates');
    await employer.getByRole('button', { name: 'Diese Suche speichern' }).click();
    const alert = employer.getByRole('dialog', { name: 'Neuer Suchauftrag' });
    await alert.getByLabel('Name').fill(`Alle ${stamp}`);
    await alert.getByRole('button', { name: 'Suchauftrag speichern' }).click();
    // Saved once the dialog has closed: leaving the page before that drops the request.
    await expect(alert).toBeHidden({ timeout: 15_000 });
    await employer.goto('/de/employer/matches');
    const alertCard = employer.getByRole('article', { name: `Alle ${stamp}` });
    await expect(alertCard).toBeVisible();
    await alertCard.getByRole('button', { name: 'Jetzt prüfen' }).click();
    await expectNoA11yViolations(employer);
    await shot(employer, 'employer-matches-de');
    await employer.context().close();
  },
);

test('every matching screen in English and German passes axe and fits the screen', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.candidate);
  await page.goto('/training-search-profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Training search profiles' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'candidate-list-en');
  await page.getByRole('button', { name: 'New search profile' }).first().click();
  await expect(page.getByRole('dialog', { name: 'New search profile' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'candidate-form-en');

  const lan = await secondPage(browser);
  await signIn(lan, DEMO.candidateDe);
  await lan.goto('/de/training-search-profiles');
  await expect(lan.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(lan);
  await expectNoSidewaysScroll(lan);
  await shot(lan, 'candidate-list-de');
  await lan.context().close();

  const employer = await secondPage(browser);
  await signIn(employer, DEMO.employer);
  await employer.goto('/de/employer/matches');
  await expect(employer.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(employer);
  await expectNoSidewaysScroll(employer);
  await shot(employer, 'employer-list-de');
  await employer.context().close();

  const baker = await secondPage(browser);
  await signIn(baker, DEMO.employer2);
  await baker.goto('/employer/matches');
  await expect(baker.getByRole('heading', { level: 1, name: 'Search alerts and matches' })).toBeVisible();
  await expectNoA11yViolations(baker);
  await expectNoSidewaysScroll(baker);
  await shot(baker, 'employer-list-en');
  await baker.context().close();
});
