import type { Page } from '@playwright/test';
import {
  answerCookieBanner,
  apiSend,
  DEMO,
  expect,
  expectNoA11yViolations,
  linkIn,
  loginAs,
  signUpThroughApi,
  test,
  uniqueEmail,
  waitForMail,
} from '../fixtures';
import { rememberSignedIn, secondPage } from '../fixtures/people';
import { screenshotSaver } from '../fixtures/screenshots';

// Opens pages as the demo HR account, whose language (German) two specs switch for a moment: not then.
test.beforeEach(async ({ shared }, testInfo) => {
  const started = Date.now();
  await shared('klinikum-hr-language');
  testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
});

/**
 * The team (issue 13, `/team-settings`): a team admin invites a colleague by e-mail, the colleague
 * joins through the mailed link and, being a member, is told that only admins manage the team;
 * the admin then sees the invitation accepted, and revokes and removes. Each run makes its own
 * company, so projects and runs do not meet. The demo company (seeded member and invitation) is
 * only looked at, in German.
 */

/** The employer area's navigation, its menu opened on a phone (where it names the current section). */
async function employerNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Employer area' });
  if (test.info().project.name === 'mobile') await nav.getByRole('button', { expanded: false }).click();
  return nav;
}

test(
  'a team admin invites a colleague, who joins through the mailed link and cannot open team settings',
  { tag: '@desktop-only' },
  async ({ page, browser, saveScreenshot }) => {
    test.setTimeout(120_000);
    // The team admin: a new employer with a company of their own.
    await answerCookieBanner(page);
    await rememberSignedIn(page);
    await signUpThroughApi(page, { role: 'employer', fullName: 'Greta Admin', email: uniqueEmail('admin') });
    const companyName = `Pflegeheim Teamtest ${Math.random().toString(36).slice(2, 7)} GmbH`;
    await apiSend(page.request, 'POST', '/api/employer/onboarding', {
      companyName,
      industry: 'Care',
      location: 'Bremen',
    });

    await page.goto('/employer/listings');
    await (await employerNav(page)).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByRole('article', { name: /Greta Admin/ }).getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByText('No invitations yet')).toBeVisible();

    // Invite a colleague as a member.
    const colleague = uniqueEmail('kollege');
    const form = page.getByRole('form', { name: 'Invite a colleague' });
    await form.getByLabel('Email address').fill(colleague);
    await form.getByRole('radio', { name: /^Member/ }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${colleague}`, { exact: true }).first()).toBeVisible();
    const invitation = page.getByRole('article', { name: colleague });
    await expect(invitation.getByText('Pending', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue('');

    // The same address again is refused on the form.
    await form.getByLabel('Email address').fill(colleague);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('This email has already been invited', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(/This email has already been invited/);
    await expectNoA11yViolations(page);
    await saveScreenshot('team-settings-en');

    // The colleague opens the mailed link and signs up with the invited address.
    const mail = await waitForMail(colleague, { subject: /Invitation to join the team of/ });
    expect(mail.subject).toBe(`Invitation to join the team of ${companyName}`);
    expect(mail.text).toContain('Greta Admin invites you');
    const link = linkIn(mail, '/auth');
    const member = await secondPage(browser);
    await member.goto(link);
    await expect(member.getByRole('heading', { name: new RegExp(`${companyName} invites you`) })).toBeVisible();
    await member.getByRole('tab', { name: 'Sign up' }).click();
    const signUp = member.getByRole('form', { name: 'Sign up' });
    await expect(signUp.getByLabel('E-mail address')).toHaveValue(colleague);
    await signUp.getByLabel('Full name').fill('Karl Kollege');
    await signUp.getByLabel('Password', { exact: true }).fill('Sunflower7Field');
    await signUp.getByRole('button', { name: 'Create employer account' }).click();
    await expect(member).toHaveURL(/\/dashboard\?invitation=/);

    // As a member they manage listings but not the team: no Team tab, and the page says who does.
    await member.goto('/employer/listings');
    const nav = await employerNav(member);
    await expect(nav.getByRole('link', { name: 'My listings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
    await member.goto('/team-settings');
    await expect(member.getByRole('heading', { level: 1, name: 'Only team admins manage the team' })).toBeVisible();
    await expect(member.getByText(`You are a member of ${companyName}`)).toBeVisible();
    await expect(member.getByRole('form', { name: 'Invite a colleague' })).toHaveCount(0);
    const refused = await member.request.get('/api/employer/team');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Only team admins can manage the team.',
    );
    await expectNoA11yViolations(member);
    await screenshotSaver(member, test.info())('team-settings-member-en');
    await member.context().close();

    // The admin sees the invitation accepted and the new member; revokes another invitation and removes the member.
    await page.reload();
    await expect(page.getByRole('article', { name: colleague }).getByText('Accepted', { exact: true })).toBeVisible();
    const memberRow = page.getByRole('article', { name: /Karl Kollege/ });
    await expect(memberRow.getByText('Member', { exact: true })).toBeVisible();

    const second = uniqueEmail('zweite');
    await form.getByLabel('Email address').fill(second);
    await form.getByRole('radio', { name: /^Admin/ }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const secondRow = page.getByRole('article', { name: second });
    await expect(secondRow.getByText('Admin', { exact: true })).toBeVisible();
    await secondRow.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Invitation to ${second} revoked`, { exact: true }).first()).toBeVisible();
    await expect(secondRow.getByText('Revoked', { exact: true })).toBeVisible();

    // The last admin cannot make themselves a member: the button says why before any click.
    await expect(
      page.getByRole('article', { name: /Greta Admin/ }).getByRole('button', { name: 'Make member' }),
    ).toBeDisabled();
    await expect(
      page
        .getByText('You are the last admin of this team. Make another team member admin first.', { exact: true })
        .first(),
    ).toBeVisible();

    await memberRow.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Karl Kollege from the team?' });
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Karl Kollege has been removed from the team', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('article', { name: /Karl Kollege/ })).toHaveCount(0);
  },
);

test(
  'the demo team in German: the admin sees the seeded member and invitation, the member is told who manages the team',
  { tag: '@desktop-only' },
  async ({ page, browser, saveScreenshot }) => {
    await answerCookieBanner(page);
    await rememberSignedIn(page);
    await loginAs(page, DEMO.employer);
    await page.goto('/de/team-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Mitglieder/ })).toBeVisible();
    const jonas = page.getByRole('article', { name: /Jonas Weber/ });
    await expect(jonas.getByText('Mitglied', { exact: true })).toBeVisible();
    await expect(jonas.getByRole('button', { name: 'Zum Admin machen' })).toBeVisible();
    // The seeded invitation (the auth spec may have accepted it in the same run).
    const invitation = page.getByRole('article', { name: 'praxisanleitung@klinikum-demo.example' });
    await expect(invitation.getByText(/^(Offen|Angenommen)$/)).toBeVisible();
    const form = page.getByRole('form', { name: 'Kollegin oder Kollegen einladen' });
    await form.getByLabel('E-Mail-Adresse').fill('kein-gueltiger-wert');
    await form.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(form.getByText('Ungültige E-Mail-Adresse', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot('team-settings-de');

    const member = await secondPage(browser);
    await rememberSignedIn(member);
    await loginAs(member, DEMO.teamMember);
    await member.goto('/de/team-settings');
    await expect(member.getByRole('heading', { level: 1, name: 'Nur Team-Admins verwalten das Team' })).toBeVisible();
    await expect(member.getByRole('link', { name: 'Zu meinen Stellenanzeigen' })).toBeVisible();
    await expectNoA11yViolations(member);
    await screenshotSaver(member, test.info())('team-settings-member-de');
    await member.context().close();
  },
);
