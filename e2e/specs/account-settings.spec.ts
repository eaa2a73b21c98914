import {
  answerCookieBanner,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  linkIn,
  loginAs,
  rememberSignedIn,
  secondPage,
  setAccountLanguage,
  signUpThroughApi,
  test,
  uniqueEmail,
  waitForMail,
} from '../fixtures';

/**
 * Account settings (issue 19): a new candidate finds the page in the account menu, changes the
 * name, the password (their phone's session ends) and the e-mail through the link sent to the new
 * address, and ends a session. axe at 375 and 1280 px, English and German.
 */

const SHOTS = '/tmp/shots/account-settings';

test(
  'a candidate changes name, password and e-mail, and ends a session',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    await answerCookieBanner(page);
    await rememberSignedIn(page);
    const account = await signUpThroughApi(page, {
      email: uniqueEmail('settings'),
      fullName: 'Amara Okafor',
      role: 'azubi',
    });
    const phone = await secondPage(browser);
    await loginAs(phone, account.email, account.password);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

    await page.getByLabel('Full name').fill('Amara Okafor-Eze');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name is saved.').first()).toBeVisible();

    // The password: a wrong current one is said at its field; then the phone is signed out.
    await page.getByLabel('Current password').fill('Wrong-password-1');
    await page.getByLabel('New password').fill('Moonlight8River');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The password is not correct.')).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveValue('Moonlight8River');
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/^Your password is changed/).first()).toBeVisible();
    expect((await phone.request.get('/api/me')).status()).toBe(401);

    // The e-mail: changed once the link to the new address is opened.
    const next = uniqueEmail('settings-new');
    await page.getByLabel('New e-mail address').fill(next);
    await page.getByLabel('Your password').fill('Moonlight8River');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(/^We sent a link to the new address/)).toBeVisible();
    const mail = await waitForMail(next, { subject: /Confirm your new email address/ });
    await page.goto(linkIn(mail, '/azubi-settings'));
    await expect(page.getByText('Your e-mail address is changed.')).toBeVisible();
    await expect(page.getByText(`Your e-mail address now: ${next}`)).toBeVisible();

    // Sessions: a second device appears and is ended here.
    await loginAs(phone, next, 'Moonlight8River');
    await page.reload();
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await sessions.getByRole('button', { name: 'End session' }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect((await phone.request.get('/api/me')).status()).toBe(401);
    await phone.context().close();
  },
);

test('the settings page passes axe and fits the screen in English and German', async ({ page }) => {
  test.setTimeout(90_000);
  await answerCookieBanner(page);
  await rememberSignedIn(page);
  await signUpThroughApi(page, { email: uniqueEmail('settings-a11y'), fullName: 'Lan Nguyen', role: 'azubi' });
  for (const lang of ['en', 'de'] as const) {
    await setAccountLanguage(page, lang);
    await page.goto(lang === 'de' ? '/de/azubi-settings' : '/azubi-settings');
    await expect(
      page.getByRole('heading', { level: 1, name: lang === 'de' ? 'Kontoeinstellungen' : 'Account settings' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${lang}.png`, fullPage: true });
  }
});
