import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoA11yViolations,
  loginAs,
  setAccountLanguage,
  signUpThroughApi,
  test,
  uniqueEmail,
} from '../fixtures';
import { png } from '../fixtures/images';
import { SCREENSHOT_DIR, screenshotSaver } from '../fixtures/screenshots';

/** The downloaded CVs, kept for people to look at (e2e/.tmp/cv). */
const CV_DIR = path.join(SCREENSHOT_DIR, '..', 'cv');

/**
 * The candidate profile (issue 5) as people use it: a candidate fills in the editor section by
 * section with a certificate upload, records an audio introduction with Chromium's fake
 * microphone, watches the setup tracker fill and downloads the CV; a moderator approves the
 * profile; the privacy settings export and delete.
 */

const CONSENT_KEY = 'cookie-consent';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
  permissions: ['microphone'],
});

test.beforeEach(async ({ context }) => {
  // Not about the cookie banner: a stored choice keeps it out of the way.
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null) {
      localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    }
  }, CONSENT_KEY);
});

/** A name the name rule accepts (letters only) that no other test uses. */
function uniqueName(first: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const suffix = Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return `${first} ${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`;
}

/** The smallest file whose bytes say PDF: the server reads the type from them, not from the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * axe on the page. Left out: the header's account-menu button (features/auth, not this feature),
 * whose aria-hidden initials and first name trip axe's label-content-name-mismatch; reported to the lead.
 */
function checkA11y(page: Page) {
  return expectNoA11yViolations(page, { exclude: ['header [aria-haspopup="menu"]'] });
}

function section(page: Page, name: string | RegExp) {
  return page.getByRole('region', { name });
}

async function newPageAs(browser: Browser, testInfo: TestInfo, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    locale: 'en-US',
    extraHTTPHeaders: {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  await context.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  }, CONSENT_KEY);
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

test(
  'a candidate completes the profile, records an introduction, downloads the CV and is approved by a moderator',
  { tag: '@mobile-only' },
  async ({ page, browser, saveScreenshot }, testInfo) => {
    test.setTimeout(180_000);
    const name = uniqueName('Layla');
    await signUpThroughApi(page, { role: 'azubi', fullName: name, email: uniqueEmail('profile') });

    // The dashboard: tabs and the tracker, with the e-mail confirmed and nothing else done.
    await page.goto('/dashboard');
    const tracker = section(page, 'Your profile setup');
    await expect(tracker.getByText('1 of 3 steps done')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Your areas' }).getByRole('link', { name: 'Profile', exact: true }),
    ).toBeVisible();
    await checkA11y(page);
    await saveScreenshot('profile-tracker-start-en');

    // Each missing field links to its input in the editor.
    await tracker.getByRole('link', { name: 'Date of birth' }).click();
    await expect(page).toHaveURL(/\/my-profile#personal-dateOfBirth$/);
    await expect(page.getByLabel('Date of birth')).toBeFocused();
    await checkA11y(page);
    await saveScreenshot('profile-editor-empty-en');

    // Personal details: a too young date of birth is refused with the spec's rule, nothing typed is lost.
    const personal = section(page, 'Personal details');
    const young = new Date();
    young.setFullYear(young.getFullYear() - 15);
    await personal.getByLabel('Date of birth').fill(young.toISOString().slice(0, 10));
    await personal.getByLabel('City or town').fill('Casablanca');
    await personal.getByLabel('Country').selectOption('MA');
    await personal.getByLabel('Phone number').fill('+212 612 345678');
    await personal.getByLabel('About me').fill('I want to become a nurse in Germany. <b>Motivated</b>');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByText('You must be at least 16 years old', { exact: true })).toBeVisible();
    await expect(personal.getByLabel('City or town')).toHaveValue('Casablanca');

    // A reload keeps what was typed (a draft in this tab) until it is saved.
    await page.reload();
    await expect(section(page, 'Personal details').getByLabel('City or town')).toHaveValue('Casablanca');
    await expect(section(page, 'Personal details').getByText(/We kept what you typed earlier/)).toBeVisible();
    await section(page, 'Personal details').getByLabel('Date of birth').fill('2001-04-12');
    await section(page, 'Personal details').getByRole('button', { name: 'Save' }).click();
    await expect(section(page, 'Personal details').getByRole('status').getByText('Profile saved')).toBeVisible();

    // German: B1 needs a certificate; ÖSD is not approved automatically, so a moderator will review.
    const language = section(page, 'German language');
    await language.getByLabel('German level').selectOption('B1');
    await language.getByLabel('Certificate type').selectOption('osd');
    await language.getByRole('button', { name: 'Save' }).click();
    await expect(
      language.getByText('Please upload your German language certificate for B1 level or higher', { exact: true }),
    ).toBeVisible();
    await language.getByLabel('Upload your certificate').setInputFiles({
      name: 'oesd-b1.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await language.getByRole('button', { name: 'Upload certificate' }).click();
    await expect(language.getByText(/^ÖSD · B1 · oesd-b1\.pdf · uploaded /)).toBeVisible();
    await language.getByRole('button', { name: 'Save' }).click();
    await expect(language.getByRole('status').getByText(/Profile saved/)).toBeVisible();

    // Programs: at least one.
    const interests = section(page, 'Programs and interests');
    await interests.getByRole('button', { name: 'Save' }).click();
    await expect(
      interests.getByText('Please choose at least one program: Ausbildung, FSJ or BFD', { exact: true }),
    ).toBeVisible();
    await interests.getByLabel('Ausbildung (vocational training)').check();
    await interests.getByLabel('Health & Care').check();
    await interests.getByRole('button', { name: 'Save' }).click();
    await expect(interests.getByRole('status').getByText(/Profile saved/)).toBeVisible();

    // Education with MM.YYYY dates; the end must come after the start.
    const details = section(page, 'Experience and skills');
    await details.getByRole('button', { name: 'Add education' }).click();
    await details.getByLabel('School or institution').fill('Lycée Ibn Sina');
    await details.getByLabel('Qualification').fill('Baccalauréat');
    await details.getByLabel('Start').fill('09.2016');
    await details.getByLabel('End', { exact: true }).fill('06.2015');
    await details.getByLabel('Skills').fill('First aid');
    await details.getByLabel('Skills').press('Enter');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByText('The end date must be after the start date', { exact: true })).toBeVisible();
    await details.getByLabel('End', { exact: true }).fill('06.2019');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByRole('status').getByText(/Profile saved/)).toBeVisible();
    await expect(page.getByText('Waiting for review').first()).toBeVisible();

    // The audio introduction with the fake microphone: pause holds the timer, 11 s warns (under 30 s).
    const audio = section(page, 'Audio introduction');
    const timer = audio.getByRole('timer');
    await audio.getByRole('button', { name: 'Start recording' }).click();
    await expect(audio.getByText('Recording', { exact: true })).toBeVisible();
    await expect(timer).toHaveText(/^0:0[2-9] \/ 2:00$/, { timeout: 6_000 });
    await audio.getByRole('button', { name: 'Pause' }).click();
    const paused = await timer.textContent();
    await page.waitForTimeout(1_500);
    await expect(timer).toHaveText(paused ?? '');
    await audio.getByRole('button', { name: 'Resume' }).click();
    await expect(timer).toHaveText(/^0:1[1-9] \/ 2:00$/, { timeout: 15_000 });
    await audio.getByRole('button', { name: 'Stop' }).click();
    await expect(audio.getByText(/Your introduction is shorter than 30 seconds/)).toBeVisible();
    await audio.getByRole('button', { name: 'Upload recording' }).click();
    await expect(
      audio.getByText('Please agree that employers you are in contact with may listen to your introduction', {
        exact: true,
      }),
    ).toBeVisible();
    await audio.getByLabel(/I agree that employers I am in contact with/).check();
    await audio.getByRole('button', { name: 'Upload recording' }).click();
    await expect(audio.getByText(/^Your introduction \(0:1\d\)$/)).toBeVisible();
    await expect(audio.getByLabel('Your saved audio introduction')).toBeVisible();
    await checkA11y(page);
    await saveScreenshot('profile-editor-filled-en');

    // The CV: three templates, a colour, a language; the PDF downloads.
    const cv = section(page, 'CV download');
    await cv.scrollIntoViewIfNeeded();
    await expect(cv.getByRole('radio')).toHaveCount(3 + 7 + 2);
    await cv.getByText('Modern', { exact: true }).click();
    await cv.getByText('German', { exact: true }).click();
    await saveScreenshot('profile-cv-templates-en');
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      cv.getByRole('button', { name: 'Download CV (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Lebenslauf-.+\.pdf$/);
    await expect(cv.getByText(/Your CV is ready/)).toBeVisible();
    const cvMs = Date.now() - started;
    testInfo.annotations.push({ type: 'cv-download-ms', description: String(cvMs) });
    console.log(`[${testInfo.project.name}] CV PDF (modern, German) created and downloaded in ${cvMs} ms`);
    const stream = await download.createReadStream();
    const head = await new Promise<Buffer>((resolve) => stream.once('data', (chunk) => resolve(Buffer.from(chunk))));
    expect(head.subarray(0, 5).toString()).toBe('%PDF-');
    await download.saveAs(path.join(CV_DIR, `${testInfo.project.name}-modern-de.pdf`));

    // Every template renders, in both languages; the PDFs are kept beside the screenshots for review.
    for (const [template, lang, color] of [
      ['classic', 'en', '#0e5a73'],
      ['compact', 'en', '#be123c'],
      ['classic', 'de', '#047857'],
    ] as const) {
      const response = await page.request.get(
        `/api/profile/cv.pdf?template=${template}&color=${encodeURIComponent(color)}&lang=${lang}`,
      );
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const pdf = await response.body();
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      mkdirSync(CV_DIR, { recursive: true });
      writeFileSync(path.join(CV_DIR, `${testInfo.project.name}-${template}-${lang}.pdf`), pdf);
    }

    // The tracker: complete, waiting for review.
    await page.goto('/dashboard');
    await expect(section(page, 'Your profile setup').getByText('2 of 3 steps done')).toBeVisible();
    await expect(section(page, 'Your profile setup').getByText('Your profile is complete.')).toBeVisible();
    await expect(
      section(page, 'Your profile setup').getByText('Our team is reviewing your profile, usually within 24 hours.'),
    ).toBeVisible();
    await saveScreenshot('profile-tracker-pending-en');

    // A moderator sees the certificate beside the stated level and approves (the demo admin, whose
    // account is in English; the demo moderator's is German).
    const moderator = await newPageAs(browser, testInfo, DEMO.admin);
    await moderator.goto('/admin/verifications');
    const card = moderator.getByRole('region', { name: name });
    await expect(card.getByText('B1', { exact: true })).toBeVisible();
    await expect(card.getByText('ÖSD, level B1 according to the candidate')).toBeVisible();
    await expect(card.getByRole('link', { name: /Open certificate/ })).toHaveAttribute('href', /^\/api\/files\//);
    await checkA11y(moderator);
    await screenshotSaver(moderator, testInfo)('admin-verifications-en');
    await card.getByRole('button', { name: new RegExp(`^Approve`) }).click();
    await expect(moderator.getByText('Profile approved', { exact: true }).first()).toBeVisible();
    await expect(moderator.getByRole('region', { name })).toHaveCount(0);
    await moderator.context().close();

    // The candidate's tracker is full.
    await page.reload();
    await expect(section(page, 'Your profile setup').getByText('3 of 3 steps done')).toBeVisible();
    await expect(
      section(page, 'Your profile setup').getByText('Your profile is approved and visible to employers.'),
    ).toBeVisible();
    await saveScreenshot('profile-tracker-done-en');

    // The same screens in German (the account's language wins after sign-in: switch it).
    await setAccountLanguage(page, 'de');
    await page.goto('/de/dashboard');
    await expect(section(page, 'Dein Profil einrichten').getByText('3 von 3 Schritten erledigt')).toBeVisible();
    await checkA11y(page);
    await saveScreenshot('profile-tracker-done-de');
    await page.goto('/de/my-profile');
    await expect(page.getByRole('heading', { name: 'Mein Profil', level: 1 })).toBeVisible();
    await checkA11y(page);
    await saveScreenshot('profile-editor-de');
    await section(page, 'Lebenslauf herunterladen').getByText('Kompakt', { exact: true }).click();
    await section(page, 'Lebenslauf herunterladen').scrollIntoViewIfNeeded();
    await saveScreenshot('profile-cv-templates-de');
  },
);

test(
  'a candidate changes sharing, downloads their data and deletes the account',
  { tag: '@mobile-only' },
  async ({ page, saveScreenshot }) => {
    test.setTimeout(90_000);
    const { password } = await signUpThroughApi(page, { role: 'azubi', fullName: uniqueName('Priya') });

    await page.goto('/privacy-settings');
    await expect(page.getByRole('heading', { name: 'Privacy settings', level: 1 })).toBeVisible();
    await checkA11y(page);
    await saveScreenshot('privacy-settings-en');

    const share = page.getByRole('switch', { name: 'Share my documents' });
    await expect(share).not.toBeChecked();
    await share.click();
    await expect(page.getByText('Privacy settings saved', { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Share my documents' })).toBeChecked();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('azubi-connect-export.zip');
    const stream = await download.createReadStream();
    const head = await new Promise<Buffer>((resolve) => stream.once('data', (chunk) => resolve(Buffer.from(chunk))));
    expect(head.subarray(0, 2).toString()).toBe('PK');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Your password').fill('NotMyPassword9');
    await dialog.getByRole('button', { name: 'Delete account for good' }).click();
    await expect(dialog.getByText('The password is not correct', { exact: true })).toBeVisible();
    await checkA11y(page);
    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete account for good' }).click();
    await expect(page.getByText('Your account and your data have been deleted.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await page.goto('/de/privacy-settings');
    await expect(page).toHaveURL(/\/de\/auth\?redirectTo=%2Fprivacy-settings$/);
  },
);

test('the German privacy settings', { tag: '@mobile-only' }, async ({ page, saveScreenshot }) => {
  await signUpThroughApi(page, { role: 'azubi', fullName: uniqueName('Nguyen') });
  await setAccountLanguage(page, 'de');
  await page.goto('/de/privacy-settings');
  await expect(page.getByRole('heading', { name: 'Datenschutz-Einstellungen', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Mein Profil Arbeitgebern zeigen' })).toBeVisible();
  await checkA11y(page);
  await saveScreenshot('privacy-settings-de');
});

test('the profile pages are for their roles only', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fmy-profile$/);

  // Accounts in the language of the page they open (the account's language wins after sign-in).
  await loginAs(page, DEMO.employer2);
  await page.goto('/my-profile');
  await expect(page.getByText('Only candidates have a profile.', { exact: true })).toBeVisible();

  await loginAs(page, DEMO.candidateDe);
  await page.goto('/de/admin/verifications');
  await expect(page.getByText('Nur Moderatoren und Admins können das tun.', { exact: true })).toBeVisible();
  await checkA11y(page);
});

test(
  'a candidate crops and saves a photo; wrong files are refused with the reason',
  { tag: '@mobile-only' },
  async ({ page }) => {
    await signUpThroughApi(page, { role: 'azubi', fullName: uniqueName('Omar') });
    await page.goto('/my-profile');
    const personal = section(page, 'Personal details');
    await personal.getByLabel('Choose a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png(400, 300),
    });
    await expect(personal.getByRole('img', { name: 'Preview of your cropped photo' })).toBeVisible();
    await personal.getByLabel('Zoom').fill('1.5');
    await personal.getByRole('button', { name: 'Save photo' }).click();
    await expect(page.getByText('Photo saved', { exact: true }).first()).toBeVisible();
    await expect(personal.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /^\/api\/files\//);

    // A GIF is refused before it is sent; a "PDF" whose bytes are text is refused by the server.
    const documents = section(page, 'Documents');
    await documents.getByLabel('Upload your school-leaving certificate').setInputFiles({
      name: 'zeugnis.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(documents.getByText('File type image/gif not allowed', { exact: true })).toBeVisible();
    await documents.getByLabel('Upload your school-leaving certificate').setInputFiles({
      name: 'zeugnis.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, not a PDF at all'),
    });
    await documents.getByRole('button', { name: 'Upload', exact: true }).first().click();
    await expect(documents.getByText(/^File type .+ not allowed$/).first()).toBeVisible();
    await documents.getByLabel('Upload your school-leaving certificate').setInputFiles({
      name: 'zeugnis.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await documents.getByRole('button', { name: 'Upload', exact: true }).first().click();
    await expect(documents.getByText(/^zeugnis\.pdf · uploaded /)).toBeVisible();
    const link = documents.getByRole('link', { name: /Download/ }).first();
    const response = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  },
);
