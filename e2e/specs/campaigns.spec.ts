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
  waitForMail,
} from '../fixtures';

/**
 * E-mail campaigns (issue 19): the demo admin writes a campaign for a small audience (candidates
 * from Peru: the demo candidate Sofía), sees the server's count, previews it, test-sends it to
 * themselves in both languages, sends it, and follows it on /admin/campaigns until it is sent;
 * the recipient's mail carries the unsubscribe link, whose page answers in their language.
 * axe on both pages, 375 and 1280 px, English and German.
 */

const SHOTS = '/tmp/shots/campaigns';
const SOFIA = 'sofia@demo.azubi-connect.example';

/** Fills the editor: name, candidates from one country, subject and text in both languages. */
async function fillCampaign(page: Page, de: boolean, stamp: string) {
  await page.getByLabel('Name', { exact: true }).fill(`Peru news ${stamp}`);
  const audience = page.getByRole('group', { name: de ? 'Wer sie bekommt' : 'Who gets it' });
  await audience.getByLabel(de ? 'Zielgruppe' : 'Audience').selectOption('azubis');
  await audience.getByLabel(de ? /^Land/ : /^Country/).fill('PE');
  for (const [group, subject, body] of [
    [
      de ? 'Englisch' : 'English',
      `Training places for you ${stamp}`,
      '## New places\n\nSee **all** [jobs](/browse-jobs).',
    ],
    [
      de ? 'Deutsch' : 'German',
      `Ausbildungsplätze für dich ${stamp}`,
      '## Neue Plätze\n\nSieh dir **alle** [Stellen](/browse-jobs) an.',
    ],
  ] as const) {
    const fieldset = page.getByRole('group', { name: group, exact: true });
    await fieldset.getByLabel(de ? 'Betreff' : 'Subject').fill(subject);
    await fieldset.getByLabel('Text', { exact: true }).fill(body);
  }
}

test(
  'an admin writes a campaign for a small audience, test-sends it, sends it and sees its counts',
  { tag: '@desktop-only' },
  async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.admin);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^E-mail campaigns/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail campaigns' })).toBeVisible();

    // The shared rules, before anything is sent.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Please give the campaign a name.')).toBeVisible();

    await fillCampaign(page, false, stamp);
    await expect(page.getByText('1 person would get this campaign now.')).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe[title="Preview of the e-mail in German"]');
    await expect(preview.getByRole('heading', { name: 'Neue Plätze' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Keine solchen E-Mails mehr bekommen' })).toBeVisible();

    const test_ = page.getByRole('group', { name: 'Test e-mail' });
    await test_.getByLabel('Language').selectOption('both');
    await test_.getByRole('button', { name: 'Send test to me' }).click();
    await expect(page.getByText(`Test e-mail sent to ${DEMO.admin}`).first()).toBeVisible();
    const testEn = await waitForMail(DEMO.admin, {
      subject: new RegExp(`^\\[Test\\] Training places for you ${stamp}$`),
    });
    expect(testEn.text).toContain('New places');
    expect(testEn.text).toContain('/api/campaigns/unsubscribe?token=');
    await waitForMail(DEMO.admin, { subject: new RegExp(`^\\[Test\\] Ausbildungsplätze für dich ${stamp}$`) });
    // The draft was saved with the test send: it is listed, and the address names it.
    await expect(page).toHaveURL(/edit=/);
    await expect(page.getByRole('button', { name: `Edit Peru news ${stamp}` })).toBeVisible();

    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('The campaign goes out to 1 person now.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign results' })).toBeVisible();
    const card = page.getByRole('listitem', { name: `Peru news ${stamp}` });
    await expect(card.getByTestId('count-recipients')).toHaveText('1');
    // The job sends it within seconds (queued at once; the minute's run otherwise); the page polls.
    await expect(card.getByTestId('count-sent')).toHaveText('1', { timeout: 90_000 });
    await expect(card.locator('span', { hasText: /^Sent$/ })).toBeVisible();
    await expect(card.getByTestId('count-failed')).toHaveText('0');

    const mail = await waitForMail(SOFIA, {
      subject: new RegExp(`^Training places for you ${stamp}$`),
      timeout: 30_000,
    });
    const link = /https?:\/\/[^\s]+(\/api\/campaigns\/unsubscribe\?token=[^\s]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    // The link's page (a GET changes nothing; its button posts the one-click unsubscribe).
    await page.goto(link!);
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  },
);

test('the campaign screens pass axe and fit the screen, in English and German', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  // German is shown by an admin of our own (the demo admin reads English in other specs).
  const german = await secondPage(browser);
  await answerCookieBanner(german);
  await rememberSignedIn(german);
  const account = await signUpThroughApi(german, {
    email: uniqueEmail('camp-de'),
    fullName: 'Greta Kampagne',
    role: 'azubi',
  });
  const me = (await (await german.request.get('/api/me')).json()) as { user: { id: string } };
  await apiSend(page.request, 'PUT', `/api/admin/users/${me.user.id}/role`, { role: 'admin' });
  await loginAs(german, account.email, account.password);
  await setAccountLanguage(german, 'de');
  const stamp = Date.now().toString(36);
  for (const [who, prefix] of [
    [page, ''],
    [german, '/de'],
  ] as const) {
    const de = prefix === '/de';
    await who.goto(`${prefix}/admin/email-campaigns`);
    await expect(who.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await fillCampaign(who, de, stamp);
    await expect(who.getByTestId('audience-count')).toContainText(de ? 'Person würde' : 'person would');
    await who.getByRole('button', { name: de ? 'Vorschau' : 'Preview', exact: true }).click();
    await expect(who.frameLocator('iframe').first().getByText('Azubi Connect').first()).toBeVisible();
    await who.getByLabel(de ? 'Zu einem festen Zeitpunkt' : 'At a set time').check();
    // The preview frames are sandboxed without scripts, which axe cannot enter: the e-mail they
    // show is checked on its own below.
    await expectNoA11yViolations(who, { exclude: ['iframe'] });
    await expectNoSidewaysScroll(who);
    await shot(who, `email-campaigns${de ? '-de' : '-en'}`);
    await who
      .locator('figure')
      .first()
      .screenshot({ path: `${SHOTS}/${test.info().project.name}-preview${de ? '-de' : '-en'}.png` });

    await who.goto(`${prefix}/admin/campaigns`);
    await expect(who.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(who.getByText(de ? 'Kampagne schreiben' : 'Write a campaign').first()).toBeVisible();
    await expectNoA11yViolations(who);
    await expectNoSidewaysScroll(who);
    await shot(who, `campaigns${de ? '-de' : '-en'}`);
  }
  // The e-mail itself, as the preview (and the send) renders it, in both languages.
  const preview = (await apiSend(page.request, 'POST', '/api/admin/campaigns/preview', {
    subjectEn: 'Training places for you',
    subjectDe: 'Ausbildungsplätze für dich',
    bodyEn: '## New places\n\nSee **all** [jobs](/browse-jobs).\n\n- Nursing\n- Bakery',
    bodyDe: '## Neue Plätze\n\nSieh dir **alle** [Stellen](/browse-jobs) an.',
  })) as Record<'en' | 'de', { html: string }>;
  const mailPage = await secondPage(browser);
  for (const lang of ['en', 'de'] as const) {
    await mailPage.setContent(preview[lang].html);
    // An e-mail has no landmarks or page heading of its own: the mail client's page has them.
    await expectNoA11yViolations(mailPage, { disableRules: ['region', 'landmark-one-main', 'page-has-heading-one'] });
  }
  await mailPage.context().close();
  await german.context().close();
  const moderator = await secondPage(browser);
  await signIn(moderator, DEMO.moderator);
  await moderator.goto('/de/admin/email-campaigns');
  await expect(moderator.getByText('Nur Admins können E-Mail-Kampagnen verschicken.')).toBeVisible({ timeout: 15_000 });
  await moderator.context().close();
});
