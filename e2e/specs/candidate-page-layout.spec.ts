import {
  answerCookieBanner,
  DEMO,
  expect,
  expectNoA11yViolations,
  loginAs,
  setAccountLanguage,
  test,
} from '../fixtures';
import { rememberSignedIn } from '../fixtures/people';

/** `/candidate/{id}`: the candidate's name stays on one or two lines beside the avatar (issue 29). */
test('the candidate page keeps the name on at most two lines, in English and German', async ({
  page,
  saveScreenshot,
}) => {
  test.setTimeout(120_000);
  await answerCookieBanner(page);
  await rememberSignedIn(page);
  await loginAs(page, DEMO.employer);
  const applications = (await (await page.request.get('/api/employer/applications')).json()) as {
    candidate: { id: string; fullName: string };
  }[];
  const { candidate } = applications[0]!;
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
});
