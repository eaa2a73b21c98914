import type { Page } from '@playwright/test';
import {
  answerCookieBanner,
  apiSend,
  DEMO,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  loginAs,
  rememberSignedIn,
  secondPage,
  signUpThroughApi,
  test,
  uniqueEmail,
  waitForMail,
} from '../fixtures';
import { png } from '../fixtures/images';
import { screenshotSaver } from '../fixtures/screenshots';

/**
 * Company profile and verification (issue 13): a company verified at once by its e-mail domain, and
 * one whose documents a moderator rejects with a reason and, after new documents, verifies; the
 * public employer page with its badge. Each test makes its own company, so projects do not meet.
 */

/** A PNG with a diagonal two-colour pattern (the crop must show which part was kept). */
const patterned = (width: number, height: number) =>
  png(width, height, (x, y) => ((x + y) % 80 < 40 ? [29, 78, 216] : [250, 204, 21]));
const slug = () => Math.random().toString(36).slice(2, 8);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A new employer with a company of their own, signed in on `page`; the company's id. */
async function newCompany(page: Page, email: string, companyName: string): Promise<string> {
  await answerCookieBanner(page);
  await rememberSignedIn(page);
  await signUpThroughApi(page, { role: 'employer', fullName: 'Greta Admin', email });
  const company = (await apiSend(page.request, 'POST', '/api/employer/onboarding', {
    companyName,
    industry: 'Healthcare',
    location: 'Hamburg',
  })) as { id: string };
  return company.id;
}

test(
  'a company is verified by its e-mail domain, and its public page shows the badge, logo and places',
  { tag: '@desktop-only' },
  async ({ page, browser, saveScreenshot }) => {
    test.setTimeout(120_000);
    const domain = `klinik-${slug()}.example`;
    const companyName = `Klinikum ${slug()} GmbH`;
    const companyId = await newCompany(page, uniqueEmail('hr', `jobs.${domain}`), companyName);

    // A new company's dashboard: the next steps in order, none done, with the trial's days left.
    await page.goto('/dashboard');
    const steps = page.getByRole('region', { name: 'Your next steps' });
    await expect(steps.getByText('Trial: 10 days left')).toBeVisible();
    await expect(steps.getByRole('listitem')).toHaveText([
      /^1\. Complete your company profile \(still to do\)/,
      /^2\. Get verified \(still to do\)/,
      /^3\. Post your first listing \(still to do\)/,
    ]);
    await steps.getByRole('link', { name: /Complete your company profile/ }).click();
    await expect(page).toHaveURL(/\/company-settings$/);

    // The details: a website that is not one is refused; then saved.
    const details = page.getByRole('form', { name: 'Company details' });
    await details.getByLabel('Website (optional)').fill('not a website');
    await details.getByLabel('Company name').fill('');
    await details.getByRole('button', { name: 'Save company details' }).click();
    await expect(details.getByText('Company name is required', { exact: true })).toBeVisible();
    await expect(
      details.getByText('Please enter a valid website address, such as https://www.example.de', { exact: true }),
    ).toBeVisible();
    await details.getByLabel('Company name').fill(companyName);
    await details.getByLabel('Website (optional)').fill(`www.${domain}`);
    await details
      .getByLabel('About the company (optional)')
      .fill('A hospital in Hamburg that trains 40 nurses a year, with language courses and mentoring.');
    await details.getByRole('button', { name: 'Save company details' }).click();
    await expect(page.getByText('Company profile saved', { exact: true }).first()).toBeVisible();

    // The logo, cropped in the browser; the banner too.
    const images = page.getByRole('region', { name: 'Logo and banner' });
    await images
      .getByLabel('Choose a logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: patterned(300, 200) });
    await expect(images.getByRole('img', { name: 'Preview of the cropped picture' })).toBeVisible();
    await images.getByLabel('Zoom').fill('1.5');
    await images.getByRole('button', { name: 'Save logo' }).click();
    await expect(page.getByText('Logo saved', { exact: true }).first()).toBeVisible();
    await expect(images.getByRole('img', { name: `Logo of ${companyName}` })).toBeVisible();
    await images
      .getByLabel('Choose a banner')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: patterned(900, 400) });
    await images.getByRole('button', { name: 'Save banner' }).click();
    await expect(page.getByText('Banner saved', { exact: true }).first()).toBeVisible();

    // Verification by the e-mail domain: jobs.<domain> matches www.<domain>.
    const verification = page.getByRole('region', { name: 'Verification' });
    await expect(verification.getByText('Not verified', { exact: true })).toBeVisible();
    await verification.getByRole('button', { name: 'Ask for verification' }).click();
    await expect(
      page.getByText('Your company is verified: your email address matches your website.', { exact: true }).first(),
    ).toBeVisible();
    await expect(verification.getByText('Verified by e-mail domain', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).getByText('Verified company')).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot('company-settings-en');

    // Two of three steps are ticked.
    await page.goto('/dashboard');
    await expect(steps.getByRole('listitem')).toHaveText([
      /^1\. Complete your company profile \(done\)/,
      /^2\. Get verified \(done\)/,
      /^3\. Post your first listing \(still to do\)/,
    ]);

    // In German.
    await apiSend(page.request, 'PUT', '/api/me/locale', { locale: 'de' });
    await page.goto('/de/company-settings');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(companyName) })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Verifizierung' }).getByText('Verifiziert per E-Mail-Domain', { exact: true }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot('company-settings-de');

    // A listing, then the public page for a visitor: sent with its content, title and Organization data.
    await apiSend(page.request, 'POST', '/api/employer/listings', {
      title: 'Pflegefachmann/-frau (m/w/d)',
      description: 'Drei Jahre Ausbildung in der Pflege mit Sprachkurs und Mentoring im Klinikum.',
      programType: 'ausbildung',
      category: 'health',
      germanLevelRequired: 'B1',
      location: 'Hamburg',
      startDate: '2027-09-01',
      durationYears: '3',
      salaryMin: 1200,
      salaryMax: 1400,
    });
    const visitor = await secondPage(browser);
    const html = await (await visitor.request.get(`/employer-profile/${companyId}`)).text();
    expect(html).toContain(`<title>${companyName} – Azubi Connect</title>`);
    expect(html).toContain('"@type":"Organization"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${companyName}</h1>`));
    for (const [path, lang] of [
      [`/employer-profile/${companyId}`, 'en'],
      [`/de/employer-profile/${companyId}`, 'de'],
    ] as const) {
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
      await expect(
        visitor.getByText(lang === 'en' ? 'Verified company' : 'Geprüftes Unternehmen').first(),
      ).toBeVisible();
      await expect(
        visitor.getByRole('img', { name: lang === 'en' ? `Logo of ${companyName}` : `Logo von ${companyName}` }),
      ).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Pflegefachmann/-frau (m/w/d)' })).toBeVisible();
      await expectNoA11yViolations(visitor);
      await expectNoSidewaysScroll(visitor);
      await screenshotSaver(visitor, test.info())(`employer-profile-${lang}`);
    }
    // An unknown company is the 404 page.
    const missing = await visitor.goto(`/employer-profile/${crypto.randomUUID()}`);
    expect(missing?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await visitor.context().close();
  },
);

test(
  'a moderator rejects a company’s documents with a reason; after new documents it is verified',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    test.setTimeout(150_000);
    const companyName = `Pflegedienst ${slug()} GmbH`;
    const email = uniqueEmail('chefin');
    const companyId = await newCompany(page, email, companyName);
    await apiSend(page.request, 'PUT', '/api/employer/company/profile', {
      name: companyName,
      industry: 'Care',
      location: 'Bremen',
      website: `https://www.pflegedienst-${slug()}.example`,
    });

    // Its e-mail domain is not its website's: a document, then the request waits for a moderator.
    await page.goto('/company-settings');
    const verification = page.getByRole('region', { name: 'Verification' });
    await verification.getByRole('button', { name: 'Ask for verification' }).click();
    await expect(
      verification.getByText(
        'Your email domain does not match your website, so our team checks your company by hand. Please upload a document that proves it, such as a trade register extract.',
        { exact: true },
      ),
    ).toBeVisible();
    const documents = page.getByRole('region', { name: 'Verification documents' });
    await documents
      .getByLabel('Document (PDF or picture)')
      .setInputFiles({ name: 'gewerbeanmeldung.pdf', mimeType: 'application/pdf', buffer: PDF });
    await documents.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByText('Document uploaded', { exact: true }).first()).toBeVisible();
    await expect(documents.getByText('gewerbeanmeldung.pdf', { exact: true })).toBeVisible();
    await verification.getByRole('button', { name: 'Ask for verification' }).click();
    await expect(
      page
        .getByText('Thank you. Our team will check your documents, usually within 24 hours.', { exact: true })
        .first(),
    ).toBeVisible();
    await expect(verification.getByText('Waiting for our team', { exact: true })).toBeVisible();

    // The moderator (a German account) rejects with a reason.
    const moderator = await secondPage(browser);
    await rememberSignedIn(moderator);
    await loginAs(moderator, DEMO.moderator);
    await moderator.goto('/de/admin/verifications');
    await moderator.getByRole('tab', { name: /^Unternehmen/ }).click();
    const card = moderator.getByRole('region', { name: companyName });
    await expect(card.getByRole('link', { name: /gewerbeanmeldung\.pdf/ })).toBeVisible();
    await expect(card.getByText(email, { exact: false })).toBeVisible();
    await card.getByRole('button', { name: /^Ablehnen/ }).click();
    await card.getByRole('button', { name: 'Verifizierung ablehnen' }).click();
    await expect(card.getByText('Bitte gib einen Grund für die Ablehnung an', { exact: true })).toBeVisible();
    await expectNoA11yViolations(moderator);
    await expectNoSidewaysScroll(moderator);
    await screenshotSaver(moderator, test.info())('admin-verifications-companies-de');
    await card
      .getByLabel('Grund für die Ablehnung')
      .fill('Die Gewerbeanmeldung ist nicht lesbar. Bitte einen Handelsregisterauszug hochladen.');
    await card.getByRole('button', { name: 'Verifizierung ablehnen' }).click();
    await expect(
      moderator.getByText('Verifizierung des Unternehmens abgelehnt', { exact: true }).first(),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
    await moderator.context().close();

    // The company is told by e-mail (in its admin's language) and sees the reason.
    const rejected = await waitForMail(email, { subject: /verification rejected/ });
    expect(rejected.subject).toBe(`${companyName}: verification rejected`);
    expect(rejected.text).toContain('Die Gewerbeanmeldung ist nicht lesbar.');
    await page.reload();
    await expect(verification.getByText('Verification rejected', { exact: true })).toBeVisible();
    await expect(verification.getByText(/Die Gewerbeanmeldung ist nicht lesbar\./)).toBeVisible();
    await page.goto('/notifications');
    await expect(
      page.getByText(`${companyName} could not be verified. The reason:`, { exact: false }).first(),
    ).toBeVisible();

    // New documents, asked again; an admin (an English account) verifies it.
    await page.goto('/company-settings');
    await documents
      .getByLabel('Document (PDF or picture)')
      .setInputFiles({ name: 'handelsregisterauszug.pdf', mimeType: 'application/pdf', buffer: PDF });
    await documents.getByRole('button', { name: 'Upload document' }).click();
    await expect(documents.getByText('handelsregisterauszug.pdf', { exact: true })).toBeVisible();
    await verification.getByRole('button', { name: 'Ask for verification' }).click();
    await expect(verification.getByText('Waiting for our team', { exact: true })).toBeVisible();

    const admin = await secondPage(browser);
    await rememberSignedIn(admin);
    await loginAs(admin, DEMO.admin);
    await admin.goto('/admin/verifications');
    await admin.getByRole('tab', { name: /^Companies/ }).click();
    const again = admin.getByRole('region', { name: companyName });
    await expect(again.getByRole('link', { name: /handelsregisterauszug\.pdf/ })).toBeVisible();
    await expectNoA11yViolations(admin);
    await expectNoSidewaysScroll(admin);
    await screenshotSaver(admin, test.info())('admin-verifications-companies-en');
    await again.getByRole('button', { name: /^Verify/ }).click();
    await expect(admin.getByText('Company verified', { exact: true }).first()).toBeVisible();
    await admin.context().close();

    const verified = await waitForMail(email, { subject: /is verified/ });
    expect(verified.subject).toBe(`${companyName} is verified`);
    await page.reload();
    await expect(verification.getByText('Verified by our team', { exact: true })).toBeVisible();
    const visitor = await secondPage(browser);
    await visitor.goto(`/employer-profile/${companyId}`);
    await expect(visitor.getByText('Verified company').first()).toBeVisible();
    await visitor.context().close();
  },
);

test(
  'a team member reads the company profile but cannot change it (the demo team, in German)',
  { tag: '@desktop-only' },
  async ({ page, saveScreenshot }) => {
    await answerCookieBanner(page);
    await rememberSignedIn(page);
    await loginAs(page, DEMO.teamMember);
    await page.goto('/de/company-settings');
    // In the employer area's navigation (a menu on phones), for members too.
    await expect(
      page
        .getByRole('navigation', { name: 'Arbeitgeberbereich' })
        .getByRole('link', { name: 'Unternehmen', includeHidden: true })
        .first(),
    ).toHaveAttribute('href', '/de/company-settings');
    await expect(page.getByRole('heading', { level: 1, name: /Klinikum Nord Demo GmbH/ })).toBeVisible();
    await expect(
      page.getByText('Teammitglieder können das Unternehmensprofil nicht bearbeiten', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Angaben zum Unternehmen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Verifizierung anfragen' })).toHaveCount(0);
    const refused = await page.request.fetch('/api/employer/company/profile', {
      method: 'PUT',
      headers: {
        'x-csrf-token': ((await (await page.request.get('/api/auth/csrf')).json()) as { token: string }).token,
      },
      data: { name: 'Anders GmbH', industry: 'Care', location: 'Kiel' },
    });
    expect(refused.status()).toBe(403);
    await expectNoA11yViolations(page);
    await saveScreenshot('company-settings-member-de');
  },
);

test('company settings fit a phone while verification waits for our team, in English and German', async ({
  page,
  saveScreenshot,
}) => {
  test.setTimeout(120_000);
  const companyName = `Ambulanter Pflegedienst Sonnenschein ${slug()} GmbH`;
  await newCompany(page, uniqueEmail('leitung'), companyName);
  await apiSend(page.request, 'PUT', '/api/employer/company/profile', {
    name: companyName,
    industry: 'Care',
    location: 'Bremen',
    website: `https://www.pflegedienst-sonnenschein-${slug()}.example`,
  });
  await page.goto('/company-settings');
  const documents = page.getByRole('region', { name: 'Verification documents' });
  await documents.getByLabel('Document (PDF or picture)').setInputFiles({
    name: 'gewerbeanmeldung-ambulanter-pflegedienst-sonnenschein-2026.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await documents.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Document uploaded', { exact: true }).first()).toBeVisible();
  const verification = page.getByRole('region', { name: 'Verification' });
  await verification.getByRole('button', { name: 'Ask for verification' }).click();
  await expect(verification.getByText('Waiting for our team', { exact: true })).toBeVisible();
  await page.reload();
  await expect(verification.getByText('Waiting for our team', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await saveScreenshot('company-settings-pending-en');

  await apiSend(page.request, 'PUT', '/api/me/locale', { locale: 'de' });
  await page.goto('/de/company-settings');
  await expect(
    page.getByRole('region', { name: 'Verifizierung' }).getByText('Wartet auf unser Team', { exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await saveScreenshot('company-settings-pending-de');
});
