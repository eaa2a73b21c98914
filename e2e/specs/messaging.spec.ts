import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  apiSend,
  DEMO,
  expect,
  expectNoA11yViolations,
  secondPage,
  setAccountLanguage,
  shot,
  signIn,
  test,
} from '../fixtures';
import { screenshotSaver } from '../fixtures/screenshots';

// Opens pages as the demo HR account, whose language (German) two specs switch for a moment: not then.
test.beforeEach(async ({ shared }, testInfo) => {
  const started = Date.now();
  await shared('klinikum-hr-language');
  testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
});

/**
 * Messaging (issue 14): the Klinikum's employer writes to Lan from her application; Lan, in a
 * second browser, sees it arrive without a reload, answers with a PDF, and both see "Gesehen".
 * Lan goes offline, the employer writes twice (and Lan writes once into her outbox), Lan comes
 * back: every message shows exactly once on both sides. Then axe and screenshots of the list and
 * the conversation, candidate and company, English and German (accounts in the page's language).
 */

const LAN = 'Nguyễn Thị Lan (Demo)';
// The smallest file whose bytes say "PDF" (the server checks the bytes, not the name).
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Application = { id: string; candidate: { id: string; fullName: string } };

/** Lan's application to the Klinikum, as the Klinikum's team reads it. */
async function lansApplication(page: Page): Promise<Application> {
  const applications = (await (await page.request.get('/api/employer/applications')).json()) as Application[];
  const application = applications.find((entry) => entry.candidate.fullName === LAN);
  expect(application, 'the demo data has Lan’s application to the Klinikum').toBeTruthy();
  return application!;
}

test(
  'an employer writes from an application; the candidate reads it live, answers with a PDF; seen marks; offline catch-up once',
  { tag: '@desktop-only' },
  async ({ page, browser, exclusive }) => {
    test.setTimeout(180_000);
    // Lan's list shows the latest message and the unread count: no other test writes there meanwhile.
    await exclusive('lan-conversation');
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.employer);
    const lan = await secondPage(browser);
    await signIn(lan, DEMO.candidateDe);

    // Lan has her messages open before anything arrives.
    await lan.goto('/de/my-messages');
    await expect(lan.getByRole('heading', { name: 'Unterhaltungen' })).toBeVisible({ timeout: 15_000 });

    // The employer writes from Lan's application card.
    await page.goto('/de/employer/applications');
    await page
      .getByRole('button', { name: `Nachricht an ${LAN} schreiben` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Nachricht an ${LAN}` });
    await dialog.getByRole('textbox', { name: 'Betreff' }).fill(`FSJ im Krankenhaus ${stamp}`);
    await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(dialog.getByText('Bitte gib eine Nachricht ein')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Nachricht' })
      .fill(`Hallo Lan (${stamp}),\nwir haben Ihre Bewerbung gelesen. Details: https://klinikum-demo.example/fsj`);
    await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/de\/employer\/messages\/[0-9a-f-]{36}$/);
    const employerThread = page.getByRole('region', { name: 'Nachrichten' });
    const lanThread = lan.getByRole('region', { name: 'Nachrichten' });
    await expect(employerThread.getByText(`Hallo Lan (${stamp}),`, { exact: false })).toBeVisible();

    // Lan's list shows it without a reload, with its unread count; she opens it.
    // (The conversation may exist already: then the message joins it.)
    const entry = lan.getByRole('link', { name: new RegExp(stamp) });
    await expect(entry).toBeVisible({ timeout: 15_000 });
    await expect(entry).toContainText('ungelesen');
    await entry.click();
    await expect(lanThread.getByText(`Hallo Lan (${stamp}),`, { exact: false })).toBeVisible();
    await expect(
      lanThread
        .getByRole('listitem')
        .filter({ hasText: `Hallo Lan (${stamp})` })
        .getByRole('link', { name: 'https://klinikum-demo.example/fsj' }),
    ).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    // A second message arrives live in the open conversation.
    const employerText = page.getByRole('textbox', { name: 'Deine Nachricht' });
    await employerText.fill(`Passt Ihnen Dienstag? ${stamp}`);
    await page.getByRole('button', { name: 'Senden', exact: true }).click();
    await expect(lanThread.getByText(`Passt Ihnen Dienstag? ${stamp}`)).toBeVisible({ timeout: 15_000 });
    // Lan has read it: the employer sees "Gesehen".
    await expect(
      employerThread
        .getByRole('listitem')
        .filter({ hasText: `Passt Ihnen Dienstag? ${stamp}` })
        .getByText('Gesehen'),
    ).toBeVisible({ timeout: 15_000 });

    // Translation of a message through the local stub ("[de] " before the text).
    await lan
      .getByRole('listitem')
      .filter({ hasText: `Passt Ihnen Dienstag? ${stamp}` })
      .getByRole('button', { name: 'Auf Deutsch übersetzen' })
      .click();
    await expect(lan.getByText(`[de] Passt Ihnen Dienstag? ${stamp}`)).toBeVisible();

    // Lan answers with a PDF; it arrives as a card on the employer's side, and both see "Gesehen".
    await lan
      .locator('input[type="file"]')
      .setInputFiles({ name: 'zeugnis.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(lan.getByRole('list', { name: 'Zu sendende Dateien' }).getByText('zeugnis.pdf')).toBeVisible();
    await lan
      .getByRole('textbox', { name: 'Deine Nachricht' })
      .fill(`Ja, Dienstag passt. Mein Zeugnis anbei. ${stamp}`);
    await lan.getByRole('button', { name: 'Senden', exact: true }).click();
    await expect(lan.getByRole('list', { name: 'Zu sendende Dateien' })).toHaveCount(0);
    await expect(employerThread.getByText(`Mein Zeugnis anbei. ${stamp}`)).toBeVisible({ timeout: 15_000 });
    await expect(
      employerThread
        .getByRole('listitem')
        .filter({ hasText: `Mein Zeugnis anbei. ${stamp}` })
        .getByRole('link', { name: /zeugnis\.pdf/ }),
    ).toBeVisible();
    await expect(
      lanThread
        .getByRole('listitem')
        .filter({ hasText: `Mein Zeugnis anbei. ${stamp}` })
        .getByText('Gesehen'),
    ).toBeVisible({ timeout: 15_000 });

    // Offline: the employer writes twice, Lan writes into her outbox; back online, each shows once.
    await lan.context().setOffline(true);
    for (const text of [`Erste Nachricht ${stamp}`, `Zweite Nachricht ${stamp}`]) {
      await employerText.fill(text);
      await page.getByRole('button', { name: 'Senden', exact: true }).click();
      await expect(employerThread.getByText(text)).toBeVisible();
    }
    await lan.getByRole('textbox', { name: 'Deine Nachricht' }).fill(`Im Tunnel geschrieben ${stamp}`);
    await lan.getByRole('button', { name: 'Senden', exact: true }).click();
    await expect(lan.getByText('Wartet auf eine Verbindung – wird automatisch gesendet')).toBeVisible();
    await lan.context().setOffline(false);
    for (const text of [`Erste Nachricht ${stamp}`, `Zweite Nachricht ${stamp}`]) {
      await expect(lanThread.getByText(text)).toHaveCount(1, { timeout: 20_000 });
    }
    await expect(lan.getByText('Wartet auf eine Verbindung – wird automatisch gesendet')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(employerThread.getByText(`Im Tunnel geschrieben ${stamp}`)).toHaveCount(1, { timeout: 20_000 });
    await lan.reload();
    for (const text of [`Erste Nachricht ${stamp}`, `Zweite Nachricht ${stamp}`, `Im Tunnel geschrieben ${stamp}`]) {
      await expect(lanThread.getByText(text)).toHaveCount(1);
    }
    await lan.context().close();
  },
);

test('the list and the conversation pass axe for candidate and company, in English and German', async ({
  page,
  browser,
  exclusive,
}) => {
  test.setTimeout(300_000);
  await exclusive('lan-conversation');
  const mobile = test.info().project.name === 'mobile';

  // A conversation between the Klinikum and Lan for the German screens (added to if it exists).
  await signIn(page, DEMO.employer);
  const application = await lansApplication(page);
  await apiSend(page.request, 'POST', '/api/conversations', {
    applicationId: application.id,
    subject: 'FSJ im Krankenhaus',
    body: 'Hallo Lan, haben Sie nächste Woche Zeit für ein Gespräch?',
    clientId: randomUUID(),
    attachmentIds: [],
  });

  const screens = async (person: Page, base: string, name: string, heading?: RegExp) => {
    await person.goto(base);
    const first = person
      .getByRole('region', { name: /Conversations|Unterhaltungen/ })
      .getByRole('link')
      .first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    await expectNoA11yViolations(person);
    await shot(person, `${name}-list`, { fullPage: false });
    await first.click();
    if (heading) await expect(person.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(person.getByRole('region', { name: /^(Messages|Nachrichten)$/ })).toBeVisible();
    await expect(person.getByRole('textbox', { name: /Your message|Deine Nachricht/ })).toBeVisible();
    if (mobile) {
      // Two screens on a phone: the conversation alone, with a way back to the list.
      await expect(person.getByRole('region', { name: /Conversations|Unterhaltungen/ })).toBeHidden();
      // Nothing wider than the phone (header, list, conversation).
      expect(await person.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expect(
        person.getByRole('link', { name: /Back to all conversations|Zurück zu allen Unterhaltungen/ }),
      ).toBeVisible();
    } else {
      await expect(person.getByRole('region', { name: /Conversations|Unterhaltungen/ })).toBeVisible();
    }
    await expectNoA11yViolations(person);
    await shot(person, `${name}-conversation`, { fullPage: false });
  };

  // German company (the Klinikum's employer) and German candidate (Lan).
  await screens(page, '/de/employer/messages', 'company-de');
  const lan = await secondPage(browser);
  await signIn(lan, DEMO.candidateDe);
  await screens(lan, '/de/my-messages', 'candidate-de', /Klinikum/);
  await lan.context().close();

  // English candidate (Amina, with the seeded conversation) and the Klinikum's team member in English.
  const amina = await secondPage(browser);
  await signIn(amina, DEMO.candidate);
  await screens(amina, '/my-messages', 'candidate-en', /Klinikum/);
  await amina.context().close();

  const member = await secondPage(browser);
  await signIn(member, DEMO.teamMember);
  await setAccountLanguage(member, 'en');
  try {
    await screens(member, '/employer/messages', 'company-en');
    // Keyboard only: the search field, then the conversations in order.
    await member.goto('/employer/messages');
    await member.getByRole('searchbox', { name: 'Search conversations' }).focus();
    const first = member.getByRole('region', { name: 'Conversations' }).getByRole('link').first();
    for (let presses = 0; presses < 4 && !(await first.evaluate((link) => link === document.activeElement)); presses++)
      await member.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await member.keyboard.press('Enter');
    await expect(member.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  } finally {
    await setAccountLanguage(member, 'de');
    await member.context().close();
  }
});

test('a moderator reads a reported conversation in English and German and dismisses the report', async ({
  page,
  browser,
  exclusive,
}) => {
  test.setTimeout(180_000);
  await exclusive('lan-conversation');
  const stamp = Date.now().toString(36);
  // Lan reports her conversation with the Klinikum (the demo has it once the flows above ran; else it is started here).
  await signIn(page, DEMO.employer);
  const application = await lansApplication(page);
  await apiSend(page.request, 'POST', '/api/conversations', {
    applicationId: application.id,
    subject: 'FSJ im Krankenhaus',
    body: 'Hallo Lan, können wir morgen um 22 Uhr telefonieren?',
    clientId: randomUUID(),
    attachmentIds: [],
  });
  const lan = await secondPage(browser);
  await signIn(lan, DEMO.candidateDe);
  const list = (await (await lan.request.get('/api/conversations')).json()) as {
    items: { id: string; company: { name: string } }[];
  };
  const conversation = list.items.find((item) => item.company.name === 'Klinikum Nord Demo GmbH');
  expect(conversation, 'Lan has a conversation with the Klinikum').toBeTruthy();
  await apiSend(lan.request, 'POST', `/api/conversations/${conversation!.id}/report`, {
    reason: 'harassment',
    note: `Anrufe spät am Abend (${stamp}).`,
  });
  await lan.context().close();

  const moderator = await secondPage(browser);
  await signIn(moderator, DEMO.moderator);
  // Signed in, the account's language decides the page's: the demo moderator reads German, the
  // demo admin English (other tests rely on both; neither is changed here).
  const card = (person: Page, name: RegExp) =>
    person.getByRole('region', { name }).filter({ hasText: `Anrufe spät am Abend (${stamp}).` });

  await moderator.goto('/de/admin/verifications');
  await moderator.getByRole('tab', { name: /^Gespräche \(\d+\)$/ }).click();
  const german = card(moderator, /^Klinikum Nord Demo GmbH und Nguyễn Thị Lan/);
  await expect(german).toBeVisible();
  await expect(german.getByText('Belästigung')).toBeVisible();
  await expect(german.getByText('Hallo Lan, können wir morgen um 22 Uhr telefonieren?').first()).toBeVisible();
  // Nothing wider than the phone (the long German decision buttons wrap).
  if (test.info().project.name === 'mobile') {
    expect(await moderator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await expectNoA11yViolations(moderator);
  await screenshotSaver(moderator, test.info())('admin-conversation-reports-de');

  await moderator.context().close();
  const admin = await secondPage(browser);
  await signIn(admin, DEMO.admin);
  await admin.goto('/admin/verifications');
  await admin.getByRole('tab', { name: /^Conversations \(\d+\)$/ }).click();
  const english = card(admin, /^Klinikum Nord Demo GmbH and Nguyễn Thị Lan/);
  await expect(english.getByText('Harassment')).toBeVisible();
  await expectNoA11yViolations(admin);
  await screenshotSaver(admin, test.info())('admin-conversation-reports-en');
  // Dismissed, the report leaves the queue, and the Klinikum may still write (nothing blocked).
  await english.getByRole('button', { name: 'Dismiss report' }).click();
  await expect(english).toHaveCount(0);
  const after = (await (await page.request.get(`/api/conversations/${conversation!.id}`)).json()) as {
    canWrite: boolean;
  };
  expect(after.canWrite).toBe(true);
  await admin.context().close();
});
