import {
  DEMO,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  secondPage,
  shot,
  signIn,
  test,
} from '../fixtures';

// Opens pages as the demo HR account, whose language (German) two specs switch for a moment: not then.
test.beforeEach(async ({ shared }, testInfo) => {
  const started = Date.now();
  await shared('klinikum-hr-language');
  testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
});

/**
 * Video interviews (issue 16). The Klinikum's employer (German account, Berlin) offers Amina
 * (English account, Casablanca) three times from her application; Amina books one in her own
 * zone, the employer moves it, Amina accepts the new time, the employer cancels with a reason and
 * Amina reads it. Then every interview screen with axe and screenshots at both widths, English
 * and German (each account in its own language: the server answers a signed-in person's page in
 * their account's language).
 */

const AMINA = 'Amina El Idrissi (Demo)';

/** A day well ahead (and different in every run), as the date field wants it. */
function futureDay(): string {
  const day = new Date(Date.now() + (60 + Math.floor(Math.random() * 300)) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

test(
  'an employer offers three times, the candidate books one in her zone, the time moves and is accepted again, then cancelled with a reason',
  { tag: '@desktop-only' },
  async ({ page, browser, exclusive }) => {
    test.setTimeout(180_000);
    // One interviewer (the employer) and Amina's interview list: no other test schedules there meanwhile.
    await exclusive('amina-interviews');
    const stamp = Date.now().toString(36);
    const day = futureDay();
    await signIn(page, DEMO.employer);
    const amina = await secondPage(browser);
    await signIn(amina, DEMO.candidate);

    // The employer opens the schedule dialog from Amina's application.
    await page.goto('/de/employer/applications');
    await page
      .getByRole('button', { name: `Gespräch planen mit ${AMINA}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Gespräch mit ${AMINA} planen` });
    await dialog.getByText('Mehrere Termine anbieten').click();
    await expect(dialog.getByRole('group', { name: 'Termin 2' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Weiteren Termin hinzufügen' }).click();
    for (const [index, time] of ['09:00', '11:00', '14:00'].entries()) {
      const slot = dialog.getByRole('group', { name: `Termin ${index + 1}` });
      await slot.getByLabel('Datum').fill(day);
      await slot.getByLabel(/^Uhrzeit \(Berlin/).fill(time);
      // The candidate's local time shows live beside it.
      await expect(slot.getByText(/Uhrzeit bei der Person: .*Casablanca/)).toBeVisible();
    }
    await dialog.getByLabel('Videoplattform').selectOption('zoom');
    // A link on the wrong host is refused with the shared message; the values stay.
    await dialog.getByLabel('Video-Link').fill('https://zoom.example.org/j/1');
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(dialog.getByText('Bitte gib einen gültigen Link zum Videogespräch ein')).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByLabel('Video-Link').fill('https://us02web.zoom.us/j/8765432100');
    await dialog.getByLabel(/^Nachricht an die Person/).fill(`Wir freuen uns! ${stamp}`);
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(page.getByText('Einladung zum Vorstellungsgespräch gesendet.').first()).toBeVisible();

    // Amina sees the three times in her own zone (Casablanca) with the company's beside them and books 11:00 Berlin.
    await amina.goto('/my-interviews');
    const card = amina.getByRole('article').filter({ hasText: stamp });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Times in your time zone (Casablanca).')).toBeVisible();
    const times = card.getByRole('radio');
    await expect(times).toHaveCount(3);
    await expect(card.getByText(/Company's time: .*11:00 \(Berlin/)).toBeVisible();
    await expectNoA11yViolations(amina);
    await shot(amina, 'candidate-choose-time-en');
    await card.getByRole('radio', { name: /11:00 \(Berlin/ }).check();
    await card.getByRole('button', { name: 'Book this time' }).click();
    await expect(card.getByText('Accepted', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('radio')).toHaveCount(0);

    // The employer sees it accepted and moves it to 15:30 the next day.
    await page.goto('/de/employer/interviews');
    const employerCard = page.getByRole('article').filter({ hasText: stamp });
    await expect(employerCard.getByText('Angenommen', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(employerCard.getByText(/11:00 \(Berlin/).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'employer-list-de');
    await employerCard.getByRole('button', { name: 'Termin ändern' }).click();
    const move = page.getByRole('dialog', { name: 'Termin ändern' });
    const nextDay = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await move.getByLabel('Datum').fill(nextDay);
    await move.getByLabel(/^Uhrzeit \(Berlin/).fill('15:30');
    await move.getByRole('button', { name: 'Neuen Termin senden' }).click();
    await expect(employerCard.getByText('Neuer Termin', { exact: true }).first()).toBeVisible();
    await expect(employerCard.getByText(/15:30 \(Berlin/).first()).toBeVisible();

    // Amina sees the new time with the earlier one in the history, and accepts again.
    await amina.reload();
    await expect(card.getByText('New time', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Earlier times')).toBeVisible();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card.getByText('Accepted', { exact: true }).first()).toBeVisible();

    // The employer cancels; the reason is required.
    await page.reload();
    await employerCard.getByRole('button', { name: 'Gespräch absagen' }).click();
    const cancel = page.getByRole('dialog', { name: 'Gespräch absagen?' });
    await cancel.getByRole('button', { name: 'Gespräch absagen' }).click();
    await expect(cancel.getByText('Bitte gib einen Grund für die Absage an')).toBeVisible();
    await cancel.getByLabel('Grund für die Absage').fill(`Die Stelle ist leider besetzt. ${stamp}`);
    await cancel.getByRole('button', { name: 'Gespräch absagen' }).click();
    await expect(employerCard).toHaveCount(0); // gone from the upcoming list

    // Amina sees who cancelled and why (among her past interviews).
    await amina.reload();
    await amina.getByRole('button', { name: 'Past' }).click();
    const canceled = amina.getByRole('article').filter({ hasText: stamp });
    await expect(canceled.getByText('Cancelled by the company')).toBeVisible({ timeout: 15_000 });
    await expect(canceled.getByText(`Reason: Die Stelle ist leider besetzt. ${stamp}`)).toBeVisible();
    await expectNoA11yViolations(amina);
    await shot(amina, 'candidate-canceled-en');
    await amina.context().close();
  },
);

test('every interview screen in English and German passes axe and fits the screen', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Candidate, English: the demo invitation from the Klinikum.
  await signIn(page, DEMO.candidate);
  await page.goto('/my-interviews');
  await expect(page.getByRole('heading', { level: 1, name: 'My interviews' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Klinikum Nord Demo GmbH' }).first()).toBeVisible();
  await expect(page.getByText(/Casablanca/).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'candidate-list-en');

  // Candidate, German (no interviews yet): the empty state and the time-zone control.
  const lan = await secondPage(browser);
  await signIn(lan, DEMO.candidateDe);
  await lan.goto('/de/my-interviews');
  await expect(lan.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(lan.getByText('Deine Zeitzone')).toBeVisible();
  await expectNoA11yViolations(lan);
  await expectNoSidewaysScroll(lan);
  await shot(lan, 'candidate-list-de');
  await lan.context().close();

  // Employer, German: list and week view.
  const employer = await secondPage(browser);
  await signIn(employer, DEMO.employer);
  await employer.goto('/de/employer/interviews');
  await expect(employer.getByRole('heading', { level: 1, name: 'Gespräche' })).toBeVisible();
  await expect(employer.getByRole('article').filter({ hasText: AMINA }).first()).toBeVisible();
  await expectNoA11yViolations(employer);
  await expectNoSidewaysScroll(employer);
  await shot(employer, 'employer-list-de');
  await employer.getByRole('button', { name: 'Woche' }).click();
  await expectNoA11yViolations(employer);
  await expectNoSidewaysScroll(employer);
  await shot(employer, 'employer-week-de');
  // The schedule dialog on a phone and on a desktop, opened from the applications.
  await employer.goto('/de/employer/applications');
  await employer
    .getByRole('button', { name: `Gespräch planen mit ${AMINA}` })
    .first()
    .click();
  await expect(employer.getByRole('dialog', { name: `Gespräch mit ${AMINA} planen` })).toBeVisible();
  await expectNoA11yViolations(employer);
  await expectNoSidewaysScroll(employer);
  await shot(employer, 'schedule-dialog-de');
  await employer.context().close();

  // Employer, English (the Bäckerei, no interviews): the empty list.
  const baker = await secondPage(browser);
  await signIn(baker, DEMO.employer2);
  await baker.goto('/employer/interviews');
  await expect(baker.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
  await expectNoA11yViolations(baker);
  await expectNoSidewaysScroll(baker);
  await shot(baker, 'employer-list-en');
  await baker.context().close();
});
