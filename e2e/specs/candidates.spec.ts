import type { Page } from '@playwright/test';
import {
  answerCookieBanner,
  apiSend,
  csrfToken,
  expect,
  expectNoA11yViolations,
  setAccountLanguage,
  signUpThroughApi,
  test,
  uniqueEmail,
} from '../fixtures';
import { rememberSignedIn, secondPage } from '../fixtures/people';
import { screenshotSaver } from '../fixtures/screenshots';

/**
 * Find candidates with anonymised first contact (issue 13, revised by issue 27): a verified
 * employer finds a candidate shown as "Candidate 4F2A" with an age band and no contact details,
 * saves them with a note (still anonymous), writes to them; the candidate is told the company does
 * not know her and reveals her profile. Each test makes its own company and candidate, so projects do not meet.
 */

const slug = () => Math.random().toString(36).slice(2, 8);
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A candidate whose profile the rules approve at once (Goethe B2 on file), with a skill no one else has. */
async function approvedCandidate(page: Page, skill: string): Promise<string> {
  const email = uniqueEmail('kandidatin');
  await signUpThroughApi(page, { role: 'azubi', fullName: 'Ayesha Rahimi', email });
  await apiSend(page.request, 'PUT', '/api/profile/personal', {
    fullName: 'Ayesha Rahimi',
    dateOfBirth: '2002-04-10',
    phone: '+98 912 345 6789',
    location: 'Shiraz',
    country: 'IR',
    bio: 'Zahnmedizinische Fachangestellte in spe: two years at a dental clinic in Shiraz.',
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
    skills: [skill, 'Sterilisation', 'Persian'],
    willingToRelocate: true,
    education: [{ institution: 'Hafez High School', qualification: 'Diploma', start: '09.2016', end: '06.2020' }],
    workExperience: [{ company: 'Dental Clinic Pars', position: 'Dental assistant', start: '10.2020' }],
  })) as { profile: { approval: { status: string } } };
  expect(saved.profile.approval.status).toBe('approved');
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return me.user.id;
}

/** An employer whose company is verified at once by its e-mail domain. */
async function verifiedEmployer(page: Page): Promise<void> {
  const domain = `praxis-${slug()}.example`;
  await rememberSignedIn(page);
  await signUpThroughApi(page, {
    role: 'employer',
    fullName: 'Greta Zahnarzt',
    email: uniqueEmail('hr', `jobs.${domain}`),
  });
  const companyName = `Zahnarztpraxis ${slug()}`;
  await apiSend(page.request, 'POST', '/api/employer/onboarding', {
    companyName,
    industry: 'Healthcare',
    location: 'Hamburg',
  });
  await apiSend(page.request, 'PUT', '/api/employer/company/profile', {
    name: companyName,
    industry: 'Healthcare',
    location: 'Hamburg',
    website: `https://www.${domain}`,
  });
  await apiSend(page.request, 'POST', '/api/employer/company/verification', {});
}

test(
  'a verified employer finds an anonymised candidate, saves them with a note, writes; she reveals her profile',
  { tag: '@desktop-only' },
  async ({ page, browser, saveScreenshot }) => {
    test.setTimeout(150_000);
    const skill = `Prophylaxe${letters()}`;
    const candidate = await secondPage(browser);
    const candidateId = await approvedCandidate(candidate, skill);
    const code = candidateId.replace(/-/g, '').slice(0, 4).toUpperCase();

    // An employer whose company is not verified is told how to get there.
    const unverified = await secondPage(browser);
    await rememberSignedIn(unverified);
    await signUpThroughApi(unverified, { role: 'employer', fullName: 'Udo Unverified', email: uniqueEmail('udo') });
    await apiSend(unverified.request, 'POST', '/api/employer/onboarding', {
      companyName: `Praxis ${slug()}`,
      industry: 'Healthcare',
      location: 'Bremen',
    });
    await unverified.goto('/employer/candidates');
    await expect(
      unverified.getByRole('heading', { name: 'Get your company verified to find candidates' }),
    ).toBeVisible();
    await expect(unverified.getByRole('link', { name: 'Go to company settings' })).toBeVisible();
    await expectNoA11yViolations(unverified);
    await screenshotSaver(unverified, test.info())('candidates-unverified-en');
    await unverified.context().close();

    await answerCookieBanner(page);
    await verifiedEmployer(page);
    await page.goto('/employer/candidates');
    await expect(page.getByRole('heading', { level: 1, name: 'Find candidates' })).toBeVisible();

    // The search by a skill: the candidate appears as a code with an age band, without name or contact.
    await page.getByLabel('Skills or words from the profile').fill(skill.toLowerCase().slice(0, 12));
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('German level (at least)').selectOption('B2');
    await page.getByRole('checkbox', { name: 'Health & Care' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const result = page.getByRole('article', { name: `Candidate ${code}` });
    await expect(result).toBeVisible();
    await expect(result.getByText('B2 – Upper intermediate')).toBeVisible();
    await expect(result.getByText('Certificate verified')).toBeVisible();
    await expect(result.getByText(/^Age (21–24|25–29)$/)).toBeVisible();
    await expect(page.getByText('Ayesha')).toHaveCount(0);
    await expect(page).toHaveURL(/minGermanLevel=B2/);
    await expectNoA11yViolations(page);
    await saveScreenshot('candidates-search-en');

    // Its page: anonymous, nothing to contact; the candidate's real profile content is there.
    await result.getByRole('link', { name: `Candidate ${code}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Candidate ${code}` })).toBeVisible();
    await expect(page.getByText('Dental assistant')).toBeVisible();
    await expect(
      page.getByText(
        'Contact details become visible once the candidate has applied to you or replied to your message.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Ayesha')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await saveScreenshot('candidate-anonymous-en');

    // Saved with a note: still "Candidate 4F2A" (a save never reveals, issue 27).
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Candidate saved', { exact: true }).first()).toBeVisible();
    await page.getByLabel('New note').fill('Good fit for the prophylaxis team. Ask about the start date.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Good fit for the prophylaxis team. Ask about the start date.')).toBeVisible();
    await expect(page.getByText(/^Greta Zahnarzt, /)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Candidate ${code}` })).toBeVisible();
    await expect(page.getByText('Ayesha')).toHaveCount(0);

    // The company writes first; the candidate is told it does not know her yet, in both languages.
    const started = (await apiSend(page.request, 'POST', '/api/conversations', {
      candidateId,
      subject: 'Ausbildung ZFA 2027',
      body: 'Hallo! Ihr Profil passt gut zu unserer Praxis. Haben Sie Interesse?',
      clientId: crypto.randomUUID(),
      attachmentIds: [],
    })) as { conversation: { id: string } };
    await rememberSignedIn(candidate);
    await answerCookieBanner(candidate);
    await candidate.goto(`/my-messages/${started.conversation.id}`);
    const banner = candidate.getByRole('region', { name: 'This company does not know who you are yet' });
    await expect(banner).toBeVisible();
    // On a phone the banner is folded to its title (issue 28): she opens it to read it.
    const unfold = async (region: typeof banner, name: string) => {
      await expect(region).toBeVisible();
      const more = region.getByRole('button', { name });
      if (await more.isVisible()) await more.click();
    };
    await unfold(banner, 'What this means and your choices');
    await expect(banner.getByText(`They see you as “Candidate ${code}”`, { exact: false })).toBeVisible();
    await expect(banner.getByText(/^Replying shows your name and profile to this company/)).toBeVisible();
    await expectNoA11yViolations(candidate);
    await screenshotSaver(candidate, test.info())('conversation-anonymous-banner-en');
    await setAccountLanguage(candidate, 'de');
    await candidate.goto(`/de/my-messages/${started.conversation.id}`);
    const bannerDe = candidate.getByRole('region', { name: 'Dieses Unternehmen weiß noch nicht, wer du bist' });
    await unfold(bannerDe, 'Was das bedeutet und deine Möglichkeiten');
    await expect(bannerDe.getByRole('button', { name: 'Mein Profil zeigen' })).toBeVisible();
    await expect(bannerDe.getByRole('button', { name: 'Kein Interesse' })).toBeVisible();
    await expectNoA11yViolations(candidate);
    await screenshotSaver(candidate, test.info())('conversation-anonymous-banner-de');
    await setAccountLanguage(candidate, 'en');

    // She reveals her profile: the company sees her name, not yet her e-mail (that waits for a reply).
    await candidate.goto(`/my-messages/${started.conversation.id}`);
    await unfold(banner, 'What this means and your choices');
    await banner.getByRole('button', { name: 'Reveal my profile' }).click();
    await expect(candidate.getByText('Your profile is now shown to this company.').first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ayesha Rahimi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Goethe-Zertifikat-B2.pdf' })).toHaveCount(0);
    await expect(page.getByText('The candidate has not agreed to share their documents.')).toBeVisible();
    await expect(page.getByRole('link', { name: /@e2e-test\.example$/ })).toHaveCount(0);
    await expect(
      page.getByText(
        'Contact details become visible once the candidate has applied to you or replied to your message.',
      ),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot('candidate-revealed-en');

    // The saved list, in German (the account's language wins after sign-in: switch it first).
    await setAccountLanguage(page, 'de');
    await page.goto('/de/employer/saved');
    const saved = page.getByRole('article', { name: 'Ayesha Rahimi' });
    await expect(saved.getByText('Good fit for the prophylaxis team. Ask about the start date.')).toBeVisible();
    await expect(saved.getByText(/^Gespeichert von Greta Zahnarzt am /)).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot('candidates-saved-de');

    // The German search and candidate page.
    await page.goto(`/de/employer/candidates?q=${skill.toLowerCase()}`);
    await expect(page.getByRole('article', { name: 'Ayesha Rahimi' })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot('candidates-search-de');
    await page.goto(`/de/candidate/${candidateId}?from=saved`);
    await expect(page.getByText('B2 – Gute Mittelstufe')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zu den gespeicherten Bewerbern' })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot('candidate-revealed-de');

    // The candidate sees which company viewed and saved her profile.
    await candidate.goto('/privacy-settings');
    await expect(candidate.getByRole('heading', { name: 'Who viewed your profile' })).toBeVisible();
    await expect(candidate.getByText(/^Zahnarztpraxis /)).toBeVisible();
    await expect(candidate.getByText(/^Saved your profile on /)).toBeVisible();
    await expect(candidate.getByRole('switch', { name: 'Stay anonymous until I answer' })).toHaveCount(0);
    await expectNoA11yViolations(candidate);
    await screenshotSaver(candidate, test.info())('privacy-profile-views-en');
    await candidate.context().close();
  },
);
