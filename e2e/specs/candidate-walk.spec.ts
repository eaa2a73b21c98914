import { answerCookieBanner, DEMO, expect, expectNoA11yViolations, shot, signIn, test } from '../fixtures';

// Opens pages as the demo HR account, whose language (German) two specs switch for a moment: not then.
test.beforeEach(async ({ shared }, testInfo) => {
  const started = Date.now();
  await shared('klinikum-hr-language');
  testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
});

/**
 * Issue 28's remaining screens, as a candidate meets them: the chat on a phone (full height, no
 * footer, the reveal banner folded), the phone filter panel's "Show N results", and the profile's
 * called-by name and voice-note upload; English and German, axe on each, screenshots for review
 * (e2e/.tmp/screenshots, the window only). Phone only: the conversation and the profile are checked
 * at both widths in messaging.spec.ts, walk28-screens.spec.ts and ux-hardening.spec.ts.
 */

for (const [lang, email, base] of [
  ['en', DEMO.candidate, ''],
  ['de', DEMO.candidateDe, '/de'],
] as const) {
  test(
    `a conversation fills a phone's screen without the footer (${lang})`,
    { tag: '@mobile-only' },
    async ({ page }) => {
      test.setTimeout(120_000);
      // English: Amina's seeded conversation; German: the Klinikum's side of its conversations.
      await signIn(page, lang === 'en' ? email : DEMO.employer);
      await page.goto(lang === 'en' ? '/my-messages' : '/de/employer/messages');
      const first = page
        .getByRole('region', { name: /Conversations|Unterhaltungen/ })
        .getByRole('link')
        .first();
      await expect(first).toBeVisible({ timeout: 15_000 });
      await first.click();
      await expect(page.getByRole('textbox', { name: /Your message|Deine Nachricht/ })).toBeVisible();
      await expect(page.locator('footer')).toBeHidden();
      const composer = await page.getByRole('textbox', { name: /Your message|Deine Nachricht/ }).boundingBox();
      expect(composer!.y + composer!.height).toBeLessThanOrEqual(812);
      expect(composer!.y).toBeGreaterThan(600);
      // Nothing of the conversation hides under the site header (an employer's has a trial line).
      const header = await page.locator('header').first().boundingBox();
      const back = await page
        .getByRole('link', { name: /Back to all conversations|Zurück zu allen Unterhaltungen/ })
        .boundingBox();
      expect(back!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      await expectNoA11yViolations(page);
      await shot(page, `chat-${lang}`, { fullPage: false });
    },
  );

  test(
    `the phone filter panel shows its results with one button (${lang})`,
    { tag: '@mobile-only' },
    async ({ page }) => {
      await answerCookieBanner(page);
      await page.goto(`${base}/browse-jobs`);
      await page.getByRole('button', { name: /^Filter/ }).click();
      const show = page.getByRole('button', { name: /Show .*results?|Ergebnis/ });
      await expect(show).toBeVisible({ timeout: 15_000 });
      await expectNoA11yViolations(page);
      await shot(page, `filters-open-${lang}`, { fullPage: false });
      await show.click();
      await expect(show).toBeHidden();
      await expect(page.getByRole('article').first()).toBeInViewport({ ratio: 0.1 });
    },
  );

  test(
    `the profile asks for the name one is called by and offers a voice note upload (${lang})`,
    { tag: '@mobile-only' },
    async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, email);
      await page.goto(`${base}/my-profile`);
      const called = page.getByLabel(/Name you are called by|Name, mit dem du angesprochen wirst/);
      await expect(called).toBeVisible({ timeout: 15_000 });
      await called.scrollIntoViewIfNeeded();
      await expectNoA11yViolations(page);
      await shot(page, `profile-personal-${lang}`, { fullPage: false });
      const upload = page.getByText(/Upload a voice note|Sprachnachricht hochladen/);
      await upload.scrollIntoViewIfNeeded();
      await shot(page, `profile-audio-${lang}`, { fullPage: false });
    },
  );
}
