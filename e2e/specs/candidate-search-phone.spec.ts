import { DEMO, expect, expectNoA11yViolations, expectNoSidewaysScroll, setAccountLanguage, test } from '../fixtures';
import { holdExclusive } from '../fixtures/exclusive';
import { signIn } from '../fixtures/people';

/**
 * The employer's candidate search on a phone (candidates.spec.ts runs the employer's flow at the desktop's
 * width). It switches the demo HR account to English for its English screen, so it holds that account's
 * language meanwhile (fixtures/exclusive.ts) and gives it back in German, the demo's language.
 */
test(
  'the candidate search with its filters open fits a phone, in German and English',
  { tag: '@mobile-only' },
  async ({ page, saveScreenshot }) => {
    test.setTimeout(240_000);
    await signIn(page, DEMO.employer);
    const releaseLanguage = await holdExclusive('klinikum-hr-language');
    try {
      for (const [locale, title, more, done] of [
        ['de', 'Bewerber finden', 'Filter', /Bewerber angezeigt|Keine Bewerber passen/],
        ['en', 'Find candidates', 'Filters', /candidates? shown|No candidates match/],
      ] as const) {
        await setAccountLanguage(page, locale);
        await page.goto(`${locale === 'de' ? '/de' : ''}/employer/candidates`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(done).first()).toBeVisible({ timeout: 15_000 });
        await page.getByText(more, { exact: true }).click();
        await expectNoA11yViolations(page);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(`candidates-search-phone-${locale}`);
      }
    } finally {
      await setAccountLanguage(page, 'de');
      await releaseLanguage();
    }
  },
);
