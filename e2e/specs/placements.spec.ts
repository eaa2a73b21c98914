import type { APIRequestContext, Page } from '@playwright/test';
import {
  answerCookieBanner,
  apiSend,
  csrfToken,
  DEMO,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  rememberSignedIn,
  secondPage,
  setAccountLanguage,
  shot,
  signIn,
  signUpThroughApi,
  test,
  uniqueEmail,
} from '../fixtures';

// Opens pages as the demo HR account, whose language (German) two specs switch for a moment: not then.
test.beforeEach(async ({ shared }, testInfo) => {
  const started = Date.now();
  await shared('klinikum-hr-language');
  testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
});

/**
 * The placement tracker (issue 20). A new candidate who needs a visa applies to the Klinikum; the
 * Klinikum's employer (German account) accepts in the applications list, and both fill the tracker
 * in their own browser until the candidate's arrival: each marks their own steps, the other sees
 * it after a reload, a due date and a note cross over, the candidate's visa PDF downloads on the
 * company's side, and a step of the other side has no state control. A moderator cannot open it.
 * Then every placement screen with axe at both widths, in English and German.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A candidate whose profile the rules approve at once (Goethe B2 on file), who needs a visa. */
async function approvedCandidate(page: Page, fullName: string): Promise<void> {
  await signUpThroughApi(page, { role: 'azubi', fullName, email: uniqueEmail('placement') });
  await apiSend(page.request, 'PUT', '/api/profile/personal', {
    fullName,
    dateOfBirth: '2003-02-14',
    phone: '+212 612 345 678',
    location: 'Rabat',
    country: 'MA',
    bio: 'Future nurse: two years of volunteering at a clinic in Rabat.',
  });
  const upload = await page.request.fetch(
    '/api/profile/documents?type=german_certificate&certificateType=goethe&level=B2',
    {
      method: 'POST',
      headers: { 'x-csrf-token': await csrfToken(page.request) },
      multipart: { file: { name: 'Goethe-Zertifikat-B2.pdf', mimeType: 'application/pdf', buffer: PDF } },
    },
  );
  expect(upload.status(), await upload.text()).toBe(201);
  await apiSend(page.request, 'PUT', '/api/profile/language', { germanLevel: 'B2', certificateType: 'goethe' });
  await apiSend(page.request, 'PUT', '/api/profile/interests', {
    programInterests: ['ausbildung'],
    ausbildungFields: ['health'],
  });
  const saved = (await apiSend(page.request, 'PUT', '/api/profile/details', {
    skills: ['Patient care', 'Arabic', 'French'],
    willingToRelocate: true,
    visaStatus: 'needs_visa',
    education: [{ institution: 'Lycée Ibn Sina', qualification: 'Baccalauréat', start: '09.2018', end: '06.2021' }],
    workExperience: [{ company: 'Clinique Agdal', position: 'Volunteer', start: '10.2021' }],
  })) as { profile: { approval: { status: string } } };
  expect(saved.profile.approval.status).toBe('approved');
}

/** The employer's listing whose title contains `title`. */
async function listingOf(employer: Page, title: string): Promise<string> {
  const listings = (await (await employer.request.get('/api/employer/listings')).json()) as {
    id: string;
    title: string;
  }[];
  const listing = listings.find((entry) => entry.title.includes(title));
  if (!listing) throw new Error(`No listing "${title}"`);
  return listing.id;
}

async function apply(candidate: Page, listingId: string): Promise<string> {
  const application = (await apiSend(candidate.request, 'POST', `/api/listings/${listingId}/applications`, {
    coverLetter: 'I would love to start my training with you.',
  })) as { id: string };
  return application.id;
}

async function placementFor(request: APIRequestContext, applicationId: string): Promise<string> {
  const list = (await (await request.get('/api/placements')).json()) as {
    items: { id: string; applicationId: string }[];
  };
  const placement = list.items.find((item) => item.applicationId === applicationId);
  if (!placement) throw new Error(`No placement for application ${applicationId}`);
  return placement.id;
}

async function patchStep(request: APIRequestContext, id: string, key: string, data: Record<string, unknown>) {
  const res = await request.fetch(`/api/placements/${id}/steps/${key}`, {
    method: 'PATCH',
    headers: { 'x-csrf-token': await csrfToken(request) },
    data,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test(
  'a candidate and the company fill the tracker together until arrival; a moderator cannot open it',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const candidate = page;
    await answerCookieBanner(candidate);
    await rememberSignedIn(candidate);
    await approvedCandidate(candidate, 'Mariam Haddad');
    const employer = await secondPage(browser);
    await signIn(employer, DEMO.employer);
    const applicationId = await apply(candidate, await listingOf(employer, 'Pflegefachfrau'));

    // The Klinikum accepts in its applications list; the application then links to the placement.
    await employer.goto('/de/employer/applications');
    const card = employer.getByRole('article', { name: 'Mariam Haddad' });
    await card.getByRole('button', { name: 'Zusagen', exact: true }).click();
    // Accepting from the list asks first (issue 29.4): the placement starts with the answer.
    await employer
      .getByRole('dialog', { name: 'Mariam Haddad annehmen?' })
      .getByRole('button', { name: 'Annehmen' })
      .click();
    await expect(card.getByRole('link', { name: 'Zur Vermittlung' })).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Vermittlung: 0 von 16 erledigt')).toBeVisible();
    const id = await placementFor(employer.request, applicationId);

    // The candidate finds it from her applications, and as a tab.
    await candidate.goto('/my-applications');
    await candidate.getByRole('link', { name: 'Open the placement' }).click();
    await expect(candidate).toHaveURL(new RegExp(`/my-placement/${id}$`));
    await expect(candidate.getByRole('heading', { level: 1, name: /Your placement at Klinikum Nord/ })).toBeVisible();
    await expect(candidate.getByRole('link', { name: 'My placement' })).toBeVisible();
    await expect(candidate.getByTestId('placement-progress')).toHaveText('0 of 16 done');
    await expect(candidate.getByRole('region', { name: 'One of these ways' })).toBeVisible();
    const mine = (title: string) => candidate.getByRole('article', { name: title, exact: true });
    const theirs = (title: string) => employer.getByRole('article', { name: title, exact: true });

    // A company step has no state control for the candidate; her own steps have one.
    await expect(mine('Contract registered with the chamber').getByRole('combobox', { name: 'State' })).toHaveCount(0);
    await expect(mine('Contract registered with the chamber').getByText('State: Open')).toBeVisible();
    await mine('Contract signed').getByRole('combobox', { name: 'State' }).selectOption('done');
    await expect(mine('Contract signed').getByText('Saved')).toBeVisible();
    await expect(candidate.getByTestId('placement-progress')).toHaveText('1 of 16 done');

    // The company sees it after a reload, marks its own steps, and sets a due date and a note on the candidate's travel.
    await employer.goto(`/de/employer/placements/${id}`);
    await expect(employer.getByRole('heading', { level: 1, name: 'Vermittlung von Mariam Haddad' })).toBeVisible();
    await expect(theirs('Vertrag unterschrieben').getByRole('combobox', { name: 'Stand' })).toHaveValue('done');
    await expect(theirs('Visum erteilt').getByRole('combobox', { name: 'Stand' })).toHaveCount(0);
    await expect(theirs('Visum erteilt').getByLabel(/Dokument hinzufügen/)).toHaveCount(0);
    await theirs('Vertrag bei der Kammer eingetragen').getByRole('combobox', { name: 'Stand' }).selectOption('done');
    await expect(theirs('Vertrag bei der Kammer eingetragen').getByText('Gespeichert')).toBeVisible();
    await theirs('Beschleunigtes Verfahren begonnen (§81a)')
      .getByRole('combobox', { name: 'Stand' })
      .selectOption('done');
    await expect(theirs('Beschleunigtes Verfahren begonnen (§81a)').getByText('Gespeichert')).toBeVisible();
    const due = inDays(40);
    const travel = theirs('Reise gebucht');
    await travel.getByText('Fälligkeit, Notiz und Dokumente').click();
    await travel.getByLabel('Fällig am').fill(due);
    await travel.getByLabel('Fällig am').press('Enter');
    await expect(travel.getByText('Gespeichert')).toBeVisible();
    await travel.getByRole('textbox', { name: 'Notiz' }).fill(`Bitte mit Ankunft am Flughafen Hamburg ${stamp}`);
    await travel.getByRole('button', { name: 'Notiz speichern' }).click();
    await expect(travel.getByText('Gespeichert')).toBeVisible();
    // The rest of the company's steps through the API.
    await patchStep(employer.request, id, 'pre_approval_received', { state: 'done' });
    await patchStep(employer.request, id, 'employment_agency_approval', { state: 'done' });

    // The candidate sees the company's changes after a reload, and does her part.
    await candidate.reload();
    await expect(mine('Contract registered with the chamber').getByText('State: Done')).toBeVisible();
    await expect(mine('Travel booked').getByRole('textbox', { name: 'Note' })).toHaveValue(
      `Bitte mit Ankunft am Flughafen Hamburg ${stamp}`,
    );
    await expect(mine('Travel booked').getByLabel('Due date')).toHaveValue(due);
    await mine('Embassy appointment booked').getByRole('combobox', { name: 'State' }).selectOption('not_needed');
    await expect(mine('Embassy appointment booked').getByText('Saved')).toBeVisible();
    for (const key of ['recognition_applied', 'recognition_decided', 'visa_applied']) {
      await patchStep(candidate.request, id, key, { state: 'done' });
    }
    await candidate.reload();
    const visa = mine('Visa granted');
    const fileName = `visa-${stamp}.pdf`;
    await visa.getByText('Due date, note and documents').click();
    await visa.getByLabel(/Add a document/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
    await expect(visa.getByRole('link', { name: `Download ${fileName}` })).toBeVisible({ timeout: 15_000 });
    await visa.getByLabel('Visa valid until').fill(inDays(400));
    await visa.getByLabel('Visa valid until').press('Enter');
    await expect(visa.getByText('Saved')).toBeVisible();
    await visa.getByRole('combobox', { name: 'State' }).selectOption('done');
    await expect(visa.getByText('Saved')).toBeVisible();
    await mine('Travel booked').getByRole('combobox', { name: 'State' }).selectOption('done');
    await expect(mine('Travel booked').getByText('Saved')).toBeVisible();
    const arrival = mine('Arrival in Germany');
    await arrival.getByLabel('Arrival date').fill(inDays(45));
    await arrival.getByLabel('Arrival date').press('Enter');
    await expect(arrival.getByText('Saved')).toBeVisible();
    await arrival.getByRole('combobox', { name: 'State' }).selectOption('done');
    await expect(candidate.getByTestId('placement-progress')).toHaveText('11 of 15 done');
    await expectNoA11yViolations(candidate);
    await shot(candidate, 'tracker-arrived-en');

    // The company sees the progress and downloads the candidate's visa.
    await employer.reload();
    await expect(employer.getByTestId('placement-progress')).toHaveText('11 von 15 erledigt');
    const download = theirs('Visum erteilt').getByRole('link', { name: `${fileName} herunterladen` });
    await expect(download).toBeVisible();
    const href = await download.getAttribute('href');
    const file = await employer.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(theirs('Visum erteilt').getByRole('button', { name: /löschen/ })).toHaveCount(0);
    await expectNoA11yViolations(employer);
    await shot(employer, 'tracker-arrived-de');

    // The employer's list shows it with its progress.
    await employer.goto('/de/employer/placements');
    await expect(employer.getByRole('link', { name: 'Mariam Haddad' }).first()).toBeVisible();
    await employer.context().close();

    // A moderator can neither read it through the API nor open the page.
    const moderator = await secondPage(browser);
    await signIn(moderator, DEMO.moderator);
    const denied = await moderator.request.get(`/api/placements/${id}`);
    expect([403, 404]).toContain(denied.status());
    expect((await moderator.request.get(`/api/placements/${id}/documents/x`)).status()).toBeGreaterThanOrEqual(400);
    await moderator.goto(`/de/my-placement/${id}`);
    await expect(moderator.getByRole('heading', { name: 'Für dein Konto nicht verfügbar' })).toBeVisible();
    await expect(moderator.getByText('Mariam Haddad')).toHaveCount(0);
    await moderator.context().close();
  },
);

test('every placement screen in English and German passes axe and fits the screen', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const candidate = page;
  await answerCookieBanner(candidate);
  await rememberSignedIn(candidate);
  await approvedCandidate(candidate, 'Kofi Boateng');
  const baker = await secondPage(browser);
  await signIn(baker, DEMO.employer2);
  const klinikum = await secondPage(browser);
  await signIn(klinikum, DEMO.employer);
  const bakeryApplication = await apply(candidate, await listingOf(baker, 'Bäcker'));
  const klinikumApplication = await apply(candidate, await listingOf(klinikum, 'Pflegefachfrau'));
  for (const [employer, applicationId] of [
    [baker, bakeryApplication],
    [klinikum, klinikumApplication],
  ] as const) {
    await apiSend(employer.request, 'POST', `/api/employer/applications/${applicationId}/status`, {
      status: 'accepted',
    });
  }
  const bakery = await placementFor(baker.request, bakeryApplication);
  const hospital = await placementFor(klinikum.request, klinikumApplication);
  // An overdue company step at the Klinikum, and a little progress at the bakery.
  await patchStep(klinikum.request, hospital, 'contract_registered', { dueDate: inDays(-3) });
  await patchStep(candidate.request, bakery, 'contract_signed', { state: 'done', note: 'Signed in Rabat.' });

  // Candidate, English: the list of two, then the bakery's tracker.
  await candidate.goto('/my-placement');
  await expect(candidate.getByRole('heading', { level: 1, name: 'My placements' })).toBeVisible();
  await expectNoA11yViolations(candidate);
  await expectNoSidewaysScroll(candidate);
  await candidate.goto(`/my-placement/${bakery}`);
  await expect(candidate.getByTestId('placement-progress')).toHaveText(/^1 of \d+ done$/);
  await candidate.getByText('What is this?').first().click();
  await expectNoA11yViolations(candidate);
  await expectNoSidewaysScroll(candidate);
  await shot(candidate, 'tracker-en');

  // Candidate, German: the tracker and the close dialog.
  await setAccountLanguage(candidate, 'de');
  await candidate.goto(`/de/my-placement/${hospital}`);
  await expect(candidate.getByRole('heading', { level: 1, name: /Deine Vermittlung bei Klinikum Nord/ })).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'Gespräche' })).toBeVisible();
  await expectNoA11yViolations(candidate);
  await expectNoSidewaysScroll(candidate);
  await shot(candidate, 'tracker-de');
  await candidate.getByRole('button', { name: 'Vermittlung schließen' }).click();
  const dialog = candidate.getByRole('dialog', { name: 'Diese Vermittlung schließen?' });
  await dialog.getByRole('button', { name: 'Vermittlung schließen' }).click();
  await expect(dialog.getByText('Bitte wähle, warum die Vermittlung endet.')).toBeVisible();
  await expectNoA11yViolations(candidate);
  await shot(candidate, 'close-dialog-de');
  await candidate.keyboard.press('Escape');

  // The bakery, English: the list, the tracker and the analytics.
  await baker.goto('/employer/placements');
  await expect(baker.getByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
  await expect(baker.getByRole('link', { name: 'Kofi Boateng' }).first()).toBeVisible();
  await expectNoA11yViolations(baker);
  await expectNoSidewaysScroll(baker);
  await shot(baker, 'employer-list-en');
  await baker.goto(`/employer/placements/${bakery}`);
  await expect(baker.getByRole('heading', { level: 1, name: 'Placement of Kofi Boateng' })).toBeVisible();
  await expectNoA11yViolations(baker);
  await expectNoSidewaysScroll(baker);
  await shot(baker, 'employer-tracker-en');
  await baker.goto('/employer/analytics');
  await expect(baker.getByRole('region', { name: 'Placements: from acceptance to arrival' })).toBeVisible();
  await expectNoA11yViolations(baker);
  await expectNoSidewaysScroll(baker);
  await shot(baker, 'employer-analytics-en');
  await baker.context().close();

  // The Klinikum, German: the list and the overdue card on the dashboard.
  await klinikum.goto('/de/employer/placements');
  await expect(klinikum.getByRole('heading', { level: 1, name: 'Vermittlungen' })).toBeVisible();
  await expect(klinikum.getByRole('link', { name: 'Kofi Boateng' }).first()).toBeVisible();
  await expectNoA11yViolations(klinikum);
  await expectNoSidewaysScroll(klinikum);
  await shot(klinikum, 'employer-list-de');
  await klinikum.goto('/de/dashboard');
  const overdue = klinikum.getByRole('region', { name: 'Überfällige Schritte in Vermittlungen' });
  await expect(overdue.getByRole('link', { name: 'Kofi Boateng' }).first()).toBeVisible();
  await expectNoA11yViolations(klinikum);
  await expectNoSidewaysScroll(klinikum);
  await shot(klinikum, 'dashboard-overdue-de');
  await klinikum.context().close();
});
