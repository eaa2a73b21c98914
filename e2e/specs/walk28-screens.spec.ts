import type { Page } from '@playwright/test';
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
import { screenshotSaver } from '../fixtures/screenshots';

/**
 * The screens issue 28's last walk items changed, at 375 and 1280 px in English and German, with
 * axe: a conversation (message times and day groups in the account's zone) and the audio
 * introduction after choosing a file ("Remove this file", not "Record again"). The push offer in
 * the phone's conversation list is in push.spec.ts.
 */

const TEXTS = {
  en: { audio: 'Audio introduction', pick: 'Upload a voice note', remove: 'Remove this file', again: 'Record again' },
  de: {
    audio: 'Audio-Vorstellung',
    pick: 'Sprachnachricht hochladen',
    remove: 'Diese Datei entfernen',
    again: 'Neu aufnehmen',
  },
} as const;

async function aminasConversation(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/conversations')).json()) as {
    items: { id: string; company: { name: string } }[];
  };
  const conversation = list.items.find((item) => item.company.name.includes('Klinikum')) ?? list.items[0];
  expect(conversation, 'the demo data has a conversation of Amina').toBeTruthy();
  return conversation!.id;
}

test('a conversation and the audio section after choosing a file, in English and German', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const save = screenshotSaver(page, testInfo);
  await answerCookieBanner(page);
  await rememberSignedIn(page);
  await loginAs(page, DEMO.candidate);
  const conversationId = await aminasConversation(page);
  // German first and English last, and English again whatever happens: other specs sign the same demo
  // candidate in and expect her account's language to be English.
  try {
    for (const locale of ['de', 'en'] as const) {
      const prefix = locale === 'de' ? '/de' : '';
      await setAccountLanguage(page, locale);
      await page.goto(`${prefix}/my-messages/${conversationId}`);
      await expect(
        page.getByRole('textbox', { name: locale === 'de' ? 'Deine Nachricht' : 'Your message' }),
      ).toBeVisible();
      await expect(page.locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);
      await expectNoA11yViolations(page);
      await save(`walk28-conversation-${locale}`);

      await page.goto(`${prefix}/my-profile`);
      const audio = page.getByRole('region', { name: TEXTS[locale].audio });
      await audio.getByLabel(TEXTS[locale].pick).setInputFiles({
        name: 'hello.mp3',
        mimeType: 'audio/mpeg',
        buffer: Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]),
      });
      await expect(audio.getByRole('button', { name: TEXTS[locale].remove })).toBeVisible();
      await expect(audio.getByRole('button', { name: TEXTS[locale].again })).toHaveCount(0);
      await audio.scrollIntoViewIfNeeded();
      await expectNoA11yViolations(page);
      await save(`walk28-audio-picked-${locale}`);
      // The section alone too: on a phone the whole profile is a strip too long to read.
      await audio.screenshot({ path: testInfo.outputPath(`walk28-audio-section-${locale}.png`) });
    }
  } finally {
    await setAccountLanguage(page, 'en');
  }
});
