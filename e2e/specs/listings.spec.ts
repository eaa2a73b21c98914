import type { Browser, Page } from '@playwright/test';
import { answerCookieBanner, DEMO, expect, expectNoA11yViolations, loginAs, test } from '../fixtures';
import { rememberSignedIn, secondPage } from '../fixtures/people';
import { screenshotSaver } from '../fixtures/screenshots';

// Opens pages as the demo HR account, whose language (German) two specs switch for a moment: not then.
test.beforeEach(async ({ shared }, testInfo) => {
  const started = Date.now();
  await shared('klinikum-hr-language');
  testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
});

/**
 * Listings, search and applications (issue 6), as the two sides use them: an employer posts an FSJ
 * listing (refused first without a sector), a candidate finds it by text and filters and applies,
 * the employer shortlists, the candidate sees the new status and a notification, and withdraws.
 * Uses the seed's demo employer (Klinikum, with a company) and demo candidate (approved profile,
 * confirmed e-mail). Each run's listing has a word of its own, so runs and projects do not meet.
 */

/** A second person beside the test's own page: a browser context of its own, same screen size, own address. */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await secondPage(browser);
  await rememberSignedIn(page);
  await loginAs(page, email);
  return page;
}

test(
  'an FSJ listing from posting to shortlisting to withdrawal',
  { tag: '@desktop-only' },
  async ({ page, browser, saveScreenshot }) => {
    test.setTimeout(120_000);
    const word = `Stationshilfe${Math.random().toString(36).slice(2, 8)}`;
    const title = `FSJ ${word} im Klinikum`;

    // The employer posts an FSJ listing; without a sector it is refused. (The bakery's demo account
    // is in English; the account's language wins after sign-in.)
    const employer = await signedInPage(browser, DEMO.employer2);
    const saveEmployerScreenshot = screenshotSaver(employer, test.info());
    await employer.goto('/employer/listings/new');
    const form = employer.getByRole('form', { name: 'New listing' });
    await form.getByLabel('Position title').fill(title);
    await form.getByRole('radio', { name: 'FSJ (voluntary social year)' }).check();
    await form.getByLabel('Field', { exact: true }).selectOption('health');
    await form.getByLabel('Location', { exact: true }).fill('Hamburg');
    await form
      .getByLabel('Description')
      .fill('Twelve months on our wards: accompany patients, help the care team and learn German every day.');
    await form.getByLabel('Monthly allowance (€)').fill('450');
    await form.getByLabel('Free accommodation').check();
    await form.getByRole('button', { name: 'Create listing' }).click();
    await expect(form.getByText('Sector is required for FSJ listings', { exact: true })).toBeVisible();
    await expectNoA11yViolations(employer);
    await saveEmployerScreenshot('listing-form-sector-required-en');

    await form.getByLabel('Sector').selectOption('health');
    await form.getByRole('button', { name: 'Create listing' }).click();
    await expect(employer).toHaveURL(/\/employer\/listings$/);
    const card = employer.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('0 applications')).toBeVisible();

    // The candidate finds it by its word and by filters, and applies.
    await answerCookieBanner(page);
    await rememberSignedIn(page);
    await loginAs(page, DEMO.candidate);
    const candidate = page;
    await candidate.goto('/browse-jobs');
    await candidate.getByRole('searchbox', { name: 'Search text' }).fill(word.toLowerCase());
    await candidate.getByRole('searchbox', { name: 'Search text' }).press('Enter');
    await expect(candidate).toHaveURL(/q=/);
    const filters = candidate.getByRole('button', { name: /^Filters/ });
    if (await filters.isVisible()) await filters.click();
    await candidate.getByLabel('Program').selectOption('fsj');
    await candidate.getByLabel('City').selectOption('hamburg');
    await candidate.getByLabel('Free accommodation').click();
    await expect(candidate.getByLabel('Free accommodation')).toBeChecked();
    await expect(candidate).toHaveURL(/programType=fsj/);
    await expect(candidate).toHaveURL(/location=hamburg/);
    await expect(candidate).toHaveURL(/accommodation=true/);
    const result = candidate.getByRole('article', { name: title });
    await expect(result).toBeVisible();
    await expect(result.getByText(/is enough/)).toBeVisible();
    await expectNoA11yViolations(candidate);
    await saveScreenshot('browse-search-en');

    await result.getByRole('link', { name: title }).click();
    await expect(candidate.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await candidate.getByRole('button', { name: 'Apply now' }).click();
    const dialog = candidate.getByRole('dialog', { name: 'Apply' });
    await dialog.getByLabel('Cover letter').fill('I would love to help on your wards and I speak German at B1.');
    await expectNoA11yViolations(candidate);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(candidate.getByText('Application sent!', { exact: true }).first()).toBeVisible();
    await expect(candidate.getByText(/You applied on/)).toBeVisible();

    // The employer sees it under the listing and shortlists the candidate.
    await employer.goto('/employer/listings');
    await expect(employer.getByRole('article', { name: title }).getByText('1 application')).toBeVisible();
    await employer.getByRole('article', { name: title }).getByRole('link', { name: 'Applications' }).click();
    await expect(employer).toHaveURL(/\/employer\/applications\?listingId=/);
    const application = employer.getByRole('article', { name: /Amina El Idrissi/ });
    await expect(application).toHaveCount(1);
    await expect(application.getByText(`for ${title}`)).toBeVisible();
    await expectNoA11yViolations(employer);
    await application.getByRole('button', { name: 'Shortlist' }).click();
    await expect(employer.getByText('Status updated', { exact: true }).first()).toBeVisible();
    await expect(application.getByText('Shortlisted', { exact: true }).first()).toBeVisible();
    await saveEmployerScreenshot('employer-applications-en');

    // The candidate sees the new status and a notification, then withdraws.
    await candidate.goto('/my-applications');
    const mine = candidate.getByRole('article', { name: title });
    await expect(mine.getByText('Shortlisted', { exact: true }).first()).toBeVisible();
    await expect(candidate.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    await candidate.goto('/notifications');
    await expect(candidate.getByText(`Your application for “${title}” is now: Shortlisted.`)).toBeVisible();
    // The bell and the account menu fit beside the logo on a 375 px phone: nothing scrolls sideways.
    expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      candidate.viewportSize()?.width ?? 0,
    );
    await expectNoA11yViolations(candidate);
    await saveScreenshot('notifications-en');

    await candidate.goto('/my-applications');
    await mine.getByRole('button', { name: 'Withdraw application' }).click();
    const confirm = candidate.getByRole('dialog', { name: 'Withdraw this application?' });
    await expect(confirm).toContainText('This cannot be undone');
    await confirm.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect(candidate.getByText('Your application has been withdrawn.', { exact: true }).first()).toBeVisible();
    await expect(mine.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
    await expectNoA11yViolations(candidate);
    await saveScreenshot('my-applications-en');

    // The employer sees it as withdrawn, with no next steps.
    await employer.reload();
    await expect(application.getByText('The candidate withdrew this application.')).toBeVisible();
    await expect(application.getByRole('button', { name: 'Shortlist' })).toHaveCount(0);

    await employer.context().close();
  },
);

test('the same screens in German, with no accessibility violations', async ({ page, browser, saveScreenshot }) => {
  test.setTimeout(90_000);
  const employer = await signedInPage(browser, DEMO.employer);
  const saveEmployerScreenshot = screenshotSaver(employer, test.info());

  await employer.goto('/de/employer/listings');
  await expect(employer.getByRole('heading', { level: 1, name: 'Meine Stellen' })).toBeVisible();
  await expect(employer.getByRole('article').first()).toBeVisible();
  await expectNoA11yViolations(employer);
  await saveEmployerScreenshot('employer-listings-de');

  await employer.goto('/de/employer/listings/new');
  const form = employer.getByRole('form', { name: 'Neue Stelle' });
  await form.getByRole('radio', { name: 'FSJ (Freiwilliges Soziales Jahr)' }).check();
  await form.getByRole('button', { name: 'Stelle anlegen' }).click();
  await expect(form.getByText('Bitte gib einen Stellentitel ein (mindestens 3 Zeichen)')).toBeVisible();
  await expectNoA11yViolations(employer);
  await saveEmployerScreenshot('listing-form-de');

  await employer.goto('/de/employer/applications');
  await expect(employer.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();
  await expect(employer.getByRole('article').first()).toBeVisible();
  await expectNoA11yViolations(employer);
  await saveEmployerScreenshot('employer-applications-de');
  await employer.context().close();

  await answerCookieBanner(page);
  await rememberSignedIn(page);
  await loginAs(page, DEMO.candidateDe);
  await page.goto('/de/browse-jobs?programType=ausbildung');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot('browse-de');

  const firstTitle = (await page.getByRole('article').first().getByRole('heading').innerText()).trim();
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/de\/jobs\//);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle Plätze' })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot('listing-page-de');

  await page.goto('/de/my-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bewerbungen' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot('my-applications-de');
});
