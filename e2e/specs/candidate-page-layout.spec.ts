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

/** `/candidate/{id}`: the candidate's name stays on one or two lines beside the avatar (issue 29). */
test('the candidate page keeps the name on at most two lines, in English and German', async ({
  page,
  saveScreenshot,
}) => {
  // Up to two minutes more: the pages other tests have open as that account finish first.
  test.setTimeout(240_000);
  await answerCookieBanner(page);
  await rememberSignedIn(page);
  await loginAs(page, DEMO.employer);
  const applications = (await (await page.request.get('/api/employer/applications')).json()) as {
    candidate: { id: string; fullName: string };
  }[];
  const { candidate } = applications[0]!;
  // The demo HR account's language is English for a moment: no other test opens its pages until this
  // one is done (fixtures/exclusive.ts; the same test at the other width switches it too).
  const releaseLanguage = await holdExclusive('klinikum-hr-language');
  try {
    for (const locale of ['en', 'de'] as const) {
      await setAccountLanguage(page, locale);
      await page.goto(`${locale === 'de' ? '/de' : ''}/candidate/${candidate.id}`);
      const name = page.getByRole('heading', { level: 1 });
      await expect(name).toBeVisible();
      const { height, lineHeight } = await name.evaluate((h) => ({
        height: h.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(h).lineHeight),
      }));
      expect(Math.round(height / lineHeight)).toBeLessThanOrEqual(2);
      await expectNoA11yViolations(page);
      await saveScreenshot(`candidate-page-${locale}`);
    }
  } finally {
    await setAccountLanguage(page, 'de');
    await releaseLanguage();
  }
});
