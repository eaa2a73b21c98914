import type { Browser, Page } from '@playwright/test';
import {
  answerCookieBanner,
  apiSend,
  DEMO,
  expect,
  expectNoA11yViolations,
  loginAs,
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
 * The employer's analytics, the employer area's navigation and the application board (issue 13).
 *
 * In English a new company of the test's own makes its figures: three visitors open its listing
 * page (one twice, the employer too, neither counting again), one of them applies, the team
 * answers; the board then moves that application by keyboard. In German the demo Klinikum's
 * seeded figures are read (apps/server/src/db/seed.ts): its nursing listing has 90 days of views by
 * a fixed formula and three applications first answered after 18 h, 26 h and 12 h. The period
 * checked there ends yesterday, so what other specs do today cannot change the figures.
 */

const NURSING = 'Ausbildung Pflegefachfrau / Pflegefachmann (m/w/d)';
const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const octet = () => Math.floor(Math.random() * 254) + 1;

/** The seed's views of its first listing (the nursing place) `daysAgo` days before today. */
function seededViews(daysAgo: number): number {
  const weekday = new Date(Date.now() - daysAgo * DAY_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const noise = ((daysAgo * 7) % 5) - 2;
  return Math.max(0, Math.round(9 * (weekend ? 0.6 : 1) + noise));
}

/** Another person: a browser of their own, same screen, own address. */
async function personPage(browser: Browser): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL, locale } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    baseURL,
    locale,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  await answerCookieBanner(page);
  return page;
}

/** The figure a summary tile shows beside its term. */
const tile = (page: Page, summary: string, term: string) =>
  page
    .getByRole('region', { name: summary })
    .locator('div', { has: page.getByText(term, { exact: true }) })
    .locator('dd')
    .first();

/** The employer area's navigation; on a phone its menu is opened first. Returns whether it was a phone. */
async function openNavigation(page: Page, name: string): Promise<boolean> {
  const nav = page.getByRole('navigation', { name });
  const menu = nav.getByRole('button');
  if (!(await menu.isVisible())) return false;
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  return true;
}

async function expectAllInView(page: Page, links: ReturnType<Page['getByRole']>) {
  const width = page.viewportSize()?.width ?? 0;
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${await link.textContent()} ends in view`).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test(
  'a new company sees its listing’s views and applications, moves the application on the board by keyboard',
  { tag: '@desktop-only' },
  async ({ page, browser, saveScreenshot }) => {
    test.setTimeout(150_000);
    await answerCookieBanner(page);
    await page.addInitScript(() => localStorage.setItem('azubi.signedIn', '1'));
    await signUpThroughApi(page, { role: 'employer', fullName: 'Petra Analytics', email: uniqueEmail('hr') });
    await apiSend(page.request, 'POST', '/api/employer/onboarding', {
      companyName: `Pflegedienst ${Date.now().toString(36)}`,
      industry: 'Healthcare',
      location: 'Bremen',
    });
    const title = `FSJ Pflegedienst ${test.info().project.name} ${Date.now().toString(36)}`;
    const listing = (await apiSend(page.request, 'POST', '/api/employer/listings', {
      title,
      description: 'Ein Jahr in unserem ambulanten Pflegedienst: begleiten, helfen, Deutsch im Alltag lernen.',
      programType: 'fsj',
      category: 'health',
      germanLevelRequired: 'A2',
      location: 'Bremen',
      monthlyAllowance: 450,
      sector: 'health',
    })) as { id: string };

    // Two visitors (the first comes back), the employer itself, and a candidate who applies.
    const first = await personPage(browser);
    await first.goto(`/jobs/${listing.id}`);
    await expect(first.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await first.reload();
    await expect(first.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const second = await personPage(browser);
    await second.goto(`/jobs/${listing.id}`);
    await expect(second.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goto(`/jobs/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const candidate = await personPage(browser);
    await loginAs(candidate, DEMO.candidate);
    await candidate.goto(`/jobs/${listing.id}`);
    await expect(candidate.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const application = (await apiSend(candidate.request, 'POST', `/api/listings/${listing.id}/applications`, {
      coverLetter: '',
    })) as { id: string };
    for (const person of [first, second, candidate]) await person.context().close();
    await apiSend(page.request, 'POST', `/api/employer/applications/${application.id}/status`, { status: 'reviewing' });

    // /employer opens the analytics: the next steps of a new company above them.
    await page.goto('/employer');
    await expect(page).toHaveURL(/\/employer\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
    await expect(tile(page, 'Summary', 'Listing views')).toHaveText('3');
    await expect(tile(page, 'Summary', 'Applications')).toHaveText('1');
    await expect(tile(page, 'Summary', 'Views → applications')).toHaveText('33.3%');
    await expect(tile(page, 'Summary', 'Median time to first answer')).toHaveText(/^(under 1 min|\d+ min)$/);
    await expect(page.getByText('1 of 1 answered')).toBeVisible();
    const statuses = page.getByRole('table', { name: 'Applications of the period by their current status' });
    await expect(statuses.getByRole('row', { name: /In review/ })).toHaveText('In review1');
    await expect(statuses.getByRole('row', { name: /Pending/ })).toHaveText('Pending0');
    const daily = page.getByRole('region', { name: 'Views and applications per day' });
    await expect(daily.getByRole('table').getByRole('row').nth(1)).toHaveText(/31$/);
    await expect(daily.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(
      page.getByRole('table', { name: /^Figures per listing/ }).getByRole('row', { name: title }),
    ).toHaveText(new RegExp(`^${title}3133.3%(under 1 min|\\d+ min)0$`));
    // The last 7 days say the same; a custom range without today has none of it.
    await page.getByText('7 days', { exact: true }).click();
    await expect(page).toHaveURL(/period=7/);
    await expect(tile(page, 'Summary', 'Listing views')).toHaveText('3');
    await expectNoA11yViolations(page);
    await saveScreenshot('employer-analytics-en');
    await page.getByText('Custom', { exact: true }).click();
    await page.getByLabel('From', { exact: true }).fill(utcDay(10));
    await page.getByLabel('To', { exact: true }).fill(utcDay(1));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${utcDay(10)}&to=${utcDay(1)}`));
    await expect(tile(page, 'Summary', 'Listing views')).toHaveText('0');
    await expect(tile(page, 'Summary', 'Views → applications')).toHaveText('No views yet');

    // One navigation for the whole area, the current section marked.
    const phone = await openNavigation(page, 'Employer area');
    const nav = page.getByRole('navigation', { name: 'Employer area' });
    await expect(nav.getByRole('link')).toHaveText([
      'Analytics',
      'My listings',
      'Applications',
      'Find candidates',
      'Matches',
      'Saved candidates',
      'Messages',
      'Interviews',
      'Placements',
      'Company',
      'Subscription',
      'Team',
    ]);
    await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    await expectAllInView(page, nav.getByRole('link'));
    await expectNoA11yViolations(page);
    await saveScreenshot('employer-nav-en');
    await nav.getByRole('link', { name: 'Applications' }).click();
    await expect(page).toHaveURL(/\/employer\/applications$/);
    if (phone)
      await expect(nav.getByRole('button', { name: /Applications/ })).toHaveAttribute('aria-expanded', 'false');
    else await expect(nav.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');

    // The board: Space picks the card up, an arrow moves it a column, Space drops it.
    await page.getByText('Board', { exact: true }).click();
    const board = page.getByRole('group', { name: 'Applications by status' });
    const column = (name: string) => board.getByRole('region', { name: new RegExp(`^${name}`) });
    await expect(column('In review').getByText('Amina El Idrissi (Demo)')).toBeVisible();
    // The columns scroll sideways inside the board on a phone; the page itself does not widen.
    const width = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoA11yViolations(page);
    await saveScreenshot('applications-board-en');
    const handle = page.getByRole('button', { name: 'Move the application of Amina El Idrissi (Demo)' });
    // Each step is announced (picked up, then over its column); the next key waits for it.
    const announced = (text: string) => expect(page.getByText(text, { exact: true }).first()).toBeAttached();
    await handle.focus();
    await page.keyboard.press('Space');
    await announced('Amina El Idrissi (Demo) is over In review.');
    await page.keyboard.press('ArrowRight');
    await announced('Amina El Idrissi (Demo) is over Shortlisted.');
    await page.keyboard.press('Space');
    await expect(page.getByText('Status updated', { exact: true }).first()).toBeVisible();
    await expect(column('Shortlisted').getByText('Amina El Idrissi (Demo)')).toBeVisible();
    await announced('Amina El Idrissi (Demo) moved to Shortlisted.');

    // Back to pending is no step of the pipeline: the server says so and the card goes back.
    await handle.focus();
    await page.keyboard.press('Space');
    await announced('Amina El Idrissi (Demo) is over Shortlisted.');
    await page.keyboard.press('ArrowLeft');
    await announced('Amina El Idrissi (Demo) is over In review.');
    await page.keyboard.press('ArrowLeft');
    await announced('Amina El Idrissi (Demo) is over Pending.');
    await page.keyboard.press('Enter');
    await expect(page.getByText('This status change is not allowed.', { exact: true }).first()).toBeVisible();
    await expect(column('Shortlisted').getByText('Amina El Idrissi (Demo)')).toBeVisible();
    await expect(column('Pending').getByText('Amina El Idrissi (Demo)')).toHaveCount(0);

    // The list shows the same, with its history; the board stays the choice for this account.
    await page.reload();
    await expect(column('Shortlisted').getByText('Amina El Idrissi (Demo)')).toBeVisible();
  },
);

test(
  'the demo Klinikum reads its seeded figures in German: views, conversion, medians per stage',
  { tag: '@desktop-only' },
  async ({ page, saveScreenshot }) => {
    // Four full-page screenshots, axe twice and the board: 32–34 s on a busy two-core machine.
    test.setTimeout(90_000);
    await answerCookieBanner(page);
    await loginAs(page, DEMO.employer);
    await page.goto('/de/employer');
    await expect(page).toHaveURL(/\/de\/employer\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analysen' })).toBeVisible();

    // The 29 days up to yesterday, for the nursing place, chosen as a person would.
    const from = utcDay(29);
    const to = utcDay(1);
    await page.getByText('Eigener', { exact: true }).click();
    await page.getByLabel('Von', { exact: true }).fill(from);
    await page.getByLabel('Bis', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await page.getByLabel('Stelle', { exact: true }).selectOption({ label: NURSING });
    await expect(page).toHaveURL(/listingId=/);

    let views = 0;
    for (let daysAgo = 29; daysAgo >= 1; daysAgo--) views += seededViews(daysAgo);
    const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });
    await expect(tile(page, 'Überblick', 'Aufrufe der Stellen')).toHaveText(
      new Intl.NumberFormat('de-DE').format(views),
    );
    await expect(tile(page, 'Überblick', 'Bewerbungen')).toHaveText('3');
    await expect(tile(page, 'Überblick', 'Aufrufe → Bewerbungen')).toHaveText(percent.format(3 / views));
    await expect(tile(page, 'Überblick', 'Median bis zur ersten Antwort')).toHaveText('18 Stunden');
    await expect(page.getByText('3 von 3 beantwortet')).toBeVisible();
    // Pending 18 h, 26 h and 12 h; in review 78 h and 70 h (the third still is); no one has left the shortlist.
    await expect(page.getByRole('region', { name: 'Zeit in jeder Phase' }).getByRole('row')).toHaveText([
      'PhaseMedian',
      'Bis zur ersten Antwort18 Stunden',
      'Eingegangen18 Stunden',
      'In Prüfung3,1 Tage',
      'In der engeren WahlNoch nicht messbar',
    ]);
    await expect(
      page.getByRole('table', { name: 'Bewerbungen des Zeitraums nach ihrem aktuellen Status' }).getByRole('row'),
    ).toHaveText([
      'StatusBewerbungen',
      'Eingegangen0',
      'In Prüfung1',
      'In der engeren Wahl1',
      'Abgelehnt1',
      'Angenommen0',
      'Zurückgezogen0',
    ]);
    const daily = page.getByRole('region', { name: 'Aufrufe und Bewerbungen pro Tag' });
    await expect(daily.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(daily.getByRole('table').getByRole('row')).toHaveCount(30);
    await expect(daily.getByRole('table').getByRole('row').nth(1)).toHaveText(new RegExp(`${seededViews(1)}0$`));
    await expectNoA11yViolations(page);
    await saveScreenshot('employer-analytics-de');

    const phone = await openNavigation(page, 'Arbeitgeberbereich');
    const nav = page.getByRole('navigation', { name: 'Arbeitgeberbereich' });
    await expect(nav.getByRole('link', { name: 'Analysen' })).toHaveAttribute('aria-current', 'page');
    await expectAllInView(page, nav.getByRole('link'));
    await saveScreenshot('employer-nav-de');
    await nav.getByRole('link', { name: 'Bewerbungen' }).click();
    await expect(page).toHaveURL(/\/de\/employer\/applications$/);
    if (!phone) await expect(nav.getByRole('link', { name: 'Bewerbungen' })).toHaveAttribute('aria-current', 'page');

    // The Klinikum's pipeline as a board, looked at only (other specs use these applications).
    await page.getByText('Board', { exact: true }).click();
    const board = page.getByRole('group', { name: 'Bewerbungen nach Status' });
    await expect(
      board
        .getByRole('region', { name: /^In der engeren Wahl/ })
        .getByText('Amina El Idrissi (Demo)')
        .first(),
    ).toBeVisible();
    // Withdrawn cards cannot be moved (no handle); the company may still write to the candidate.
    await expect(
      board.getByRole('region', { name: /^Zurückgezogen/ }).getByRole('button', { name: /verschieben$/ }),
    ).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await expectNoA11yViolations(page);
    await saveScreenshot('applications-board-de');
  },
);
