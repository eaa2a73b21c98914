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

/**
 * Employer reviews (issue 18). Lan (German account) has an application the Bäckerei answered, a
 * proven contact: she writes a review, the moderator (German) rejects it for personal data, Lan
 * edits and resubmits it, the moderator approves, it shows on the Bäckerei's public page with the
 * average (and AggregateRating in the page's structured data), the Bäckerei's owner (English)
 * replies, the moderator approves the reply. axe on each new screen.
 */

const BAECKEREI = 'Bäckerei Sonnenkorn Demo';

test(
  'a candidate reviews the company after a proven contact; rejected with a reason, edited, approved, shown with the average, replied to',
  { tag: '@desktop-only' },
  async ({ page, browser, exclusive }) => {
    test.setTimeout(180_000);
    await exclusive('baeckerei-reviews');
    const stamp = Date.now().toString(36);

    // Lan writes the review: the rating is required.
    await signIn(page, DEMO.candidateDe);
    await page.goto('/de/my-reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Bewertungen' })).toBeVisible();
    await expect(page.getByText('Beantwortete Bewerbung')).toBeVisible();
    await page.getByRole('button', { name: `${BAECKEREI} bewerten` }).click();
    await page.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(page.getByText('Bitte wähle eine Bewertung aus')).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'my-reviews-write-de');
    await page.getByRole('group', { name: 'Deine Bewertung' }).locator('label', { hasText: '2 von 5 Sternen' }).click();
    await page.getByLabel('Deine Erfahrung').fill(`Die Chefin Frau Muster ruft nie zurück. ${stamp}`);
    await page.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(page.getByText('Danke! Deine Bewertung wird veröffentlicht').first()).toBeVisible();
    await expect(page.getByText('Wartet auf Prüfung')).toBeVisible();
    const companyHref = await page.getByRole('link', { name: BAECKEREI }).getAttribute('href');
    const companyPath = (companyHref ?? '').replace(/^\/de/, '');
    expect(companyPath).toMatch(/^\/employer-profile\/[0-9a-f-]{36}$/);

    // The moderator rejects it with a listed reason and a note.
    const moderator = await secondPage(browser);
    await signIn(moderator, DEMO.moderator);
    await moderator.goto('/de/admin/reviews');
    const card = moderator.getByRole('region', { name: `Bewertung von ${BAECKEREI}` }).filter({ hasText: stamp });
    await expect(card.getByText(/^Beantwortete Bewerbung, /)).toBeVisible();
    await expectNoA11yViolations(moderator);
    await shot(moderator, 'admin-queue-de');
    await card.getByRole('button', { name: /^Ablehnen/ }).click();
    await card.getByLabel('Grund').selectOption('personal_data');
    await card.getByLabel('Hinweis an den Verfasser (optional)').fill('Bitte ohne Namen.');
    await card.getByRole('button', { name: /^Mit diesem Grund ablehnen/ }).click();
    await expect(moderator.getByText('Bewertung abgelehnt').first()).toBeVisible();

    // Lan reads the reason and resubmits once.
    await page.reload();
    await expect(page.getByText('Nicht veröffentlicht')).toBeVisible();
    await expect(page.getByText('Grund: Personenbezogene Daten')).toBeVisible();
    await expect(page.getByText('Hinweis unseres Teams: Bitte ohne Namen.')).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Bearbeiten ?: ${BAECKEREI}`) }).click();
    await page.getByRole('group', { name: 'Deine Bewertung' }).locator('label', { hasText: '4 von 5 Sternen' }).click();
    await page.getByLabel('Deine Erfahrung').fill(`Freundliche Antworten, ehrliches Verfahren. ${stamp}`);
    await page.getByRole('button', { name: 'Erneut einreichen' }).click();
    await expect(page.getByText('Wartet auf Prüfung')).toBeVisible();

    // The moderator approves the edited review.
    await moderator.reload();
    await card.getByRole('button', { name: /^Freigeben/ }).click();
    await expect(moderator.getByText('Bewertung freigegeben').first()).toBeVisible();

    // Public: the review and the average, server-rendered with AggregateRating.
    const html = await (await page.request.get(companyPath)).text();
    expect(html).toContain('"@type":"AggregateRating","ratingValue":4');
    const visitor = await secondPage(browser);
    await visitor.goto(companyPath);
    const reviews = visitor.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('4.0 of 5 from 1 review')).toBeVisible();
    await expect(reviews.getByText(`Freundliche Antworten, ehrliches Verfahren. ${stamp}`)).toBeVisible();
    await expect(reviews.getByText(/^How we check reviews/)).toBeVisible();
    await expectNoA11yViolations(visitor);
    await shot(visitor, 'employer-page-en');

    // The Bäckerei's owner replies; the reply waits for the moderator.
    const owner = await secondPage(browser);
    await signIn(owner, DEMO.employer2);
    await owner.goto(companyPath);
    const ownerReviews = owner.getByRole('region', { name: 'Reviews' });
    await ownerReviews.getByRole('button', { name: 'Reply publicly' }).click();
    await ownerReviews.getByLabel('Your public reply').fill(`Thank you, Lan! ${stamp}`);
    await ownerReviews.getByRole('button', { name: 'Send reply' }).click();
    await expect(ownerReviews.getByText('Your reply is waiting for review.')).toBeVisible();
    await expect(ownerReviews.getByRole('button', { name: /delete|hide/i })).toHaveCount(0);
    await expectNoA11yViolations(owner);
    await shot(owner, 'employer-page-owner-en');

    await moderator.reload();
    await card.getByRole('button', { name: /^Antwort freigeben/ }).click();
    await expect(moderator.getByText('Antwort freigegeben').first()).toBeVisible();
    await visitor.reload();
    await expect(reviews.getByText(`Thank you, Lan! ${stamp}`)).toBeVisible();
    await expect(reviews.getByText(`Reply from ${BAECKEREI}`)).toBeVisible();
    for (const other of [moderator, visitor, owner]) await other.context().close();
  },
);

test('the review screens pass axe and fit the screen', async ({ page, browser }) => {
  await signIn(page, DEMO.candidateDe);
  await page.goto('/de/my-reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bewertungen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Deine Bewertungen' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'my-reviews-de');
  await expectNoSidewaysScroll(page);

  const admin = await secondPage(browser);
  await signIn(admin, DEMO.admin);
  await admin.goto('/admin/reviews');
  await expect(admin.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(admin.getByText(/Nothing is waiting|Review of/).first()).toBeVisible();
  await expectNoA11yViolations(admin);
  await shot(admin, 'admin-queue-en');
  await expectNoSidewaysScroll(admin);
  await admin.context().close();
});
