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
  waitForMail,
} from '../fixtures';

/**
 * Admin user management (issue 19): the admin (English account) finds a candidate by name, sees
 * their page, suspends them with a reason — the candidate, signed in elsewhere, is signed out and
 * sign-in says the account is suspended — then lifts the suspension. Moderators cannot open the
 * page. axe on the list and the user page, 375 and 1280 px, English and German.
 */

test(
  'an admin finds a candidate, suspends them (signed out at once), and lifts it',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    // Names are letters only: the stamp's digits become letters.
    const name = `Suspend Me ${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const victim = await secondPage(browser);
    await answerCookieBanner(victim);
    const account = await signUpThroughApi(victim, { email: uniqueEmail('susp'), fullName: name, role: 'azubi' });
    await victim.goto('/dashboard');
    await expect(victim.getByRole('heading', { level: 1 })).toBeVisible();

    await signIn(page, DEMO.admin);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Users/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByLabel('Name or e-mail').fill(name);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/q=Suspend/);
    await expect(page.getByRole('status').filter({ hasText: '1 account' })).toBeVisible();
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();

    // The reason is required; the dialog keeps what was typed.
    await page.getByRole('button', { name: 'Suspend account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Suspend and sign out' }).click();
    await expect(dialog.getByText('Please give a reason for the suspension.')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('Spam in messages to companies');
    await dialog.getByRole('button', { name: 'Suspend and sign out' }).click();
    await expect(page.getByText('Suspended. Reason: Spam in messages to companies')).toBeVisible();
    await expect(page.getByText('No active sessions.')).toBeVisible();

    // The candidate is signed out at once, and sign-in says why.
    const me = await victim.request.get('/api/me');
    expect(me.status()).toBe(401);
    const again = await victim.request.post('/api/auth/sign-in', {
      data: { email: account.email, password: account.password },
      headers: {
        'x-csrf-token': ((await (await victim.request.get('/api/auth/csrf')).json()) as { token: string }).token,
      },
    });
    expect(again.status()).toBe(403);
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(
      /^Your account has been suspended/,
    );

    await page.getByRole('button', { name: 'Lift the suspension' }).click();
    await expect(page.getByText('Suspension lifted.').first()).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await loginAs(victim, account.email, account.password);
    expect((await victim.request.get('/api/me')).status()).toBe(200);
    await victim.context().close();
  },
);

test('the user screens pass axe and fit the screen, in English and German; moderators are turned away', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  // German is shown by a second admin of our own (the demo admin reads English in other specs):
  // a new account the demo admin makes admin through the page's own API.
  const german = await secondPage(browser);
  await answerCookieBanner(german);
  await rememberSignedIn(german);
  const account = await signUpThroughApi(german, {
    email: uniqueEmail('admin-de'),
    fullName: 'Greta Admin',
    role: 'azubi',
  });
  const me = (await (await german.request.get('/api/me')).json()) as { user: { id: string } };
  await apiSend(page.request, 'PUT', `/api/admin/users/${me.user.id}/role`, { role: 'admin' });
  await loginAs(german, account.email, account.password);
  await setAccountLanguage(german, 'de');
  for (const [who, prefix] of [
    [page, ''],
    [german, '/de'],
  ] as const) {
    await who.goto(`${prefix}/admin/users?role=azubi`);
    await expect(who.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(who.getByRole('status').first()).toBeVisible();
    await expectNoA11yViolations(who);
    await expectNoSidewaysScroll(who);
    await shot(who, `list${prefix ? '-de' : '-en'}`);
    await who.getByRole('article').first().getByRole('link').click();
    await expect(who.getByRole('heading', { level: 2, name: prefix ? 'Aktionen' : 'Actions' })).toBeVisible();
    await expectNoA11yViolations(who);
    await expectNoSidewaysScroll(who);
    await shot(who, `detail${prefix ? '-de' : '-en'}`);
    await who.goto(`${prefix}/admin/create-test-users`);
    await expect(who.getByRole('heading', { level: 1, name: prefix ? 'Testkonten' : 'Test users' })).toBeVisible();
    await expect(who.getByRole('heading', { level: 2, name: prefix ? 'Testdaten' : 'Test data' })).toBeVisible();
    await expectNoA11yViolations(who);
    await expectNoSidewaysScroll(who);
    await shot(who, `test-users${prefix ? '-de' : '-en'}`);
  }
  await german.context().close();
  const moderator = await secondPage(browser);
  await signIn(moderator, DEMO.moderator);
  await moderator.goto('/de/admin/users');
  await expect(moderator.getByText('Nur Admins können Nutzer verwalten.')).toBeVisible();
  await moderator.context().close();
});

test(
  'the admin sends themselves a test notification in German and gets it in the app and by e-mail',
  { tag: '@desktop-only' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin);
    await page.goto('/test-notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Test notifications' })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'test-notifications-en');
    await page.getByRole('combobox', { name: 'Notification', exact: true }).selectOption('placement_reminder');
    await page.getByLabel('Deutsch').check();
    await page.getByRole('button', { name: 'Send to me' }).click();
    await expect(page.getByText('Test notification sent to you.').first()).toBeVisible();
    const mail = await waitForMail(DEMO.admin, { subject: /^Bald fällig: Visum beantragt$/ });
    expect(mail.text).toContain('Ausbildung Pflegefachfrau');
    // Neither channel: the reason is said, nothing is sent.
    await page.getByLabel('In the app (your notifications)').uncheck();
    await page.getByLabel('By e-mail (to your address)').uncheck();
    await page.getByRole('button', { name: 'Send to me' }).click();
    await expect(page.getByText('Please choose in the app, by e-mail, or both.')).toBeVisible();
  },
);

test(
  'an admin creates test users in chosen states, one of them signs in with the shown password, and all test data goes in one step',
  { tag: '@desktop-only' },
  async ({ page, browser, exclusive }) => {
    test.setTimeout(120_000);
    await exclusive('test-users');
    await signIn(page, DEMO.admin);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Test users/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test users' })).toBeVisible();

    // A number out of range is refused at its field and the values stay.
    await page.getByLabel('Candidates', { exact: true }).fill('99');
    await page.getByRole('button', { name: 'Create test users' }).click();
    await expect(page.getByText('Please enter a number of candidates from 0 to 50.')).toBeVisible();
    await expect(page.getByLabel('Candidates', { exact: true })).toHaveValue('99');

    await page.getByLabel('Candidates', { exact: true }).fill('2');
    await page.getByLabel('Employers (each with a verified company)').fill('1');
    await page.getByLabel('Listings per employer').fill('2');
    await page.getByLabel('Applications per listing (from approved test candidates)').fill('2');
    await page.getByRole('checkbox', { name: 'Waiting for review' }).uncheck();
    await page.getByRole('button', { name: 'Create test users' }).click();
    const created = page.getByRole('region', { name: '3 test accounts created' });
    await expect(created).toBeVisible();
    const password = (await created.locator('code').textContent()) ?? '';
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*\d).{8,}$/);
    const accounts = page.getByRole('list', { name: 'Test accounts' });
    await expect(accounts.getByText(/@azubi-test\.example$/)).toHaveCount(3);
    await expect(page.getByText('Candidates: 2 · Employers: 1 · Listings: 2 · Applications: 4')).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'test-users-created-en');

    // A test candidate signs in with the shown password and sees the platform as candidates do.
    const candidateEmail =
      (await accounts
        .getByText(/^candidate-.*@azubi-test\.example$/)
        .first()
        .textContent()) ?? '';
    const tester = await secondPage(browser);
    await signIn(tester, candidateEmail, password);
    await tester.goto('/my-applications');
    await expect(tester.getByText(/Ausbildung im Testbetrieb/).first()).toBeVisible();
    await tester.context().close();

    // Everything goes in one step, after a confirmation.
    await page.getByRole('button', { name: 'Delete all test data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all test data?' });
    await dialog.getByRole('button', { name: 'Delete test data' }).click();
    await expect(page.getByText('All test data deleted').first()).toBeVisible();
    await expect(page.getByText('There are no test accounts.')).toBeVisible();
    const again = await page.request.post('/api/auth/sign-in', {
      data: { email: candidateEmail, password },
      headers: {
        'x-csrf-token': ((await (await page.request.get('/api/auth/csrf')).json()) as { token: string }).token,
      },
    });
    expect(again.ok()).toBe(false);
  },
);
