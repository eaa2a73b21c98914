import type { Page } from '@playwright/test';
import { answerCookieBanner, expect, expectNoA11yViolations, test } from '../fixtures';

/**
 * Translation (issue 14): a listing's description through the app's translation adapter and the
 * local stub that speaks LibreTranslate's protocol (playwright.config.ts starts it and gives the
 * server TRANSLATE_URL; the stub puts "[en] " or "[de] " before the text). English pages translate
 * into English, German pages into German; the original comes back with one click; a failure keeps
 * the original and says so. Signed out: a public listing can be translated by anyone.
 */

/** A demo listing whose description is written in the other language than `pageLang` (the button is offered). */
async function aListing(page: Page, pageLang: 'en' | 'de', text?: RegExp) {
  const search = text ? '&q=Pflegeausbildung' : '';
  const answer = (await (await page.request.get(`/api/listings?limit=50${search}`)).json()) as {
    items: { id: string }[];
  };
  const other = text ?? (pageLang === 'en' ? /\b(und|die|der|wir)\b/ : /\b(the|and|our|you)\b/);
  for (const { id } of answer.items) {
    const listing = (await (await page.request.get(`/api/listings/${id}`)).json()) as {
      id: string;
      description: string;
    };
    if (other.test(listing.description)) return listing;
  }
  throw new Error(`the demo data has no listing described in the other language than ${pageLang}`);
}

const firstLine = (text: string) => text.split('\n')[0]!.trim();

test(
  'a listing description translates into the page language and back, in English and German',
  { tag: '@mobile-only' },
  async ({ page, saveScreenshot }) => {
    test.setTimeout(90_000);
    await answerCookieBanner(page);
    const description = page.locator('section[aria-labelledby="listing-description"]');

    for (const [lang, prefixPath, button, back, note, prefix] of [
      ['en', '', 'Translate to English', 'Show original', 'Translated automatically', '[en] '],
      ['de', '/de', 'Auf Deutsch übersetzen', 'Original anzeigen', 'Automatisch übersetzt', '[de] '],
    ] as const) {
      // A German description on the English page and an English one on the German page: a text
      // already in the page's language gets no button (guess-language.ts).
      const listing = await aListing(page, lang);
      await page.goto(`${prefixPath}/jobs/${listing.id}`);
      await expect(description.getByText(firstLine(listing.description), { exact: false })).toBeVisible();
      await description.getByRole('button', { name: button }).click();
      const translated = description.locator(`p[lang="${lang}"]`);
      await expect(translated).toContainText(`${prefix}${firstLine(listing.description)}`);
      await expect(description.getByText(note)).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(`translation-listing-${lang}`);

      await description.getByRole('button', { name: back }).click();
      await expect(description.locator('p[lang]')).toHaveCount(0);
      await expect(description.getByRole('button', { name: button })).toBeVisible();
    }
    // A German description on the German page: nothing to translate, no button. The demo nursing
    // place is written in full German sentences (a short or mixed text would keep the button).
    const german = await aListing(page, 'en', /Wir bezahlen deinen/);
    await page.goto(`/de/jobs/${german.id}`);
    await expect(description.getByText(firstLine(german.description), { exact: false })).toBeVisible();
    await expect(description.getByRole('button', { name: 'Auf Deutsch übersetzen' })).toHaveCount(0);
  },
);

test(
  'a failed translation keeps the original and says so (en and de)',
  { tag: '@mobile-only' },
  async ({ page, saveScreenshot }) => {
    test.setTimeout(90_000);
    await answerCookieBanner(page);
    // The service's failure as the server reports it (the server's own handling is tested in
    // apps/server/src/features/translation/translation.test.ts against the stub).
    await page.route('**/api/translations', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'failed' } }),
      }),
    );
    const description = page.locator('section[aria-labelledby="listing-description"]');
    for (const [lang, prefixPath, button, message] of [
      ['en', '', 'Translate to English', 'The translation failed. The original text is shown.'],
      ['de', '/de', 'Auf Deutsch übersetzen', 'Die Übersetzung ist fehlgeschlagen. Der Originaltext wird angezeigt.'],
    ] as const) {
      const listing = await aListing(page, lang);
      await page.goto(`${prefixPath}/jobs/${listing.id}`);
      await description.getByRole('button', { name: button }).click();
      await expect(description.getByText(message)).toBeVisible();
      await expect(description.getByText(firstLine(listing.description), { exact: false })).toBeVisible();
      await expect(description.locator('p[lang]')).toHaveCount(0);
      await expectNoA11yViolations(page);
    }
    await saveScreenshot('translation-failed-de');
  },
);
