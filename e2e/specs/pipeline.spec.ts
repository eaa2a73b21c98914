import {
  answerCookieBanner,
  DEMO,
  expect,
  expectNoA11yViolations,
  loginAs,
  setAccountLanguage,
  test,
} from '../fixtures';
import { holdExclusive } from '../fixtures/exclusive';
import { rememberSignedIn } from '../fixtures/people';

/**
 * Days in stage on the applications board and the company's "waiting too long" threshold (issue 29),
 * with the demo company's applications, in English and German.
 */
test('the board shows each card’s days in stage; company settings set when a card waits too long', async ({
  page,
  saveScreenshot,
}) => {
  // Up to two minutes more: the pages other tests have open as that account finish first.
  test.setTimeout(240_000);
  await answerCookieBanner(page);
  await rememberSignedIn(page);
  await loginAs(page, DEMO.employer);
  // The demo HR account's language is English for a moment: no other test opens its pages until this
  // one is done (fixtures/exclusive.ts; the same test at the other width switches it too).
  const releaseLanguage = await holdExclusive('klinikum-hr-language');
  try {
    for (const locale of ['en', 'de'] as const) {
      await setAccountLanguage(page, locale);
      const prefix = locale === 'de' ? '/de' : '';
      await page.goto(`${prefix}/employer/applications`);
      // The radio is visually hidden inside its label: a person clicks the label.
      await page.getByText('Board', { exact: true }).click();
      const board = page.getByRole('group', {
        name: locale === 'de' ? 'Bewerbungen nach Status' : 'Applications by status',
      });
      await expect(board).toBeVisible();
      await expect(board.getByText(locale === 'de' ? /in dieser Phase/ : /in stage|since today/).first()).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(`pipeline-board-${locale}`);

      await page.goto(`${prefix}/company-settings#pipeline`);
      const field = page.getByLabel(locale === 'de' ? 'Hervorheben nach (Tagen)' : 'Highlight after (days)');
      await expect(field).toHaveValue('7');
      await field.fill('0');
      await page
        .getByRole('button', { name: locale === 'de' ? 'Pipeline-Einstellungen speichern' : 'Save pipeline settings' })
        .click();
      await expect(
        page.getByText(
          locale === 'de'
            ? 'Gib eine ganze Zahl von Tagen zwischen 1 und 90 ein'
            : 'Enter a whole number of days from 1 to 90',
        ),
      ).toBeVisible();
      await field.fill('7');
      await page.locator('#pipeline').scrollIntoViewIfNeeded();
      await expectNoA11yViolations(page);
      await saveScreenshot(`pipeline-settings-${locale}`);
    }
  } finally {
    await setAccountLanguage(page, 'de');
    await releaseLanguage();
  }
});
