import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  answerCookieBanner,
  apiSend,
  DEMO,
  expect,
  expectNoA11yViolations,
  loginAs,
  setAccountLanguage,
  signUpThroughApi,
  test,
  uniqueEmail,
} from '../fixtures';
import { rememberSignedIn, secondPage } from '../fixtures/people';
import { SCREENSHOT_DIR, screenshotSaver } from '../fixtures/screenshots';

/**
 * Plans and payments (issue 15): a new employer sees the trial; with the server's clock moved past
 * its end, the expired state and the locked candidate search; buys a 3-month package through the
 * local provider in a second tab, and the first tab unlocks by itself. An admin extends a trial.
 *
 * The server's test clock (`PUT /api/dev/clock`, TEST_CLOCK on 127.0.0.1) moves only the new
 * company's time, so specs running beside it keep the demo companies' trials. The test runs once
 * (desktop project) and shoots its phone screenshots by resizing.
 */

const slug = () => Math.random().toString(36).slice(2, 8);

/** A fresh employer of a company verified by its corporate domain; the trial starts at onboarding. */
async function newVerifiedEmployer(page: Page, fullName = 'Greta Hoffmann'): Promise<string> {
  const domain = `praxis-${slug()}.example`;
  await rememberSignedIn(page);
  await signUpThroughApi(page, { role: 'employer', fullName, email: uniqueEmail('hr', `jobs.${domain}`) });
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
  return companyName;
}

/** Moves the signed-in employer's company's time only (other specs share the server and its demo companies). */
async function moveClock(page: Page, offsetDays: number): Promise<void> {
  const res = await page.request.get('/api/employer/company/profile');
  expect(res.ok()).toBe(true);
  const { id: companyId } = (await res.json()) as { id: string };
  await apiSend(page.request, 'PUT', '/api/dev/clock', { offsetDays, companyId });
}

/** Screenshots at 1280 and 375 px, axe at both. */
async function checkAtBothWidths(page: Page, name: string, shoot: (name: string) => Promise<string>) {
  await expectNoA11yViolations(page);
  await shoot(`${name}-1280`);
  const before = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoA11yViolations(page);
  await shoot(`${name}-375`);
  if (before) await page.setViewportSize(before);
}

test(
  'a new employer sees the trial, then (clock moved) the expired state and the locked search, buys a 3-month package in a second tab, and the first tab unlocks by itself',
  { tag: '@desktop-only' },
  async ({ page, context, saveScreenshot }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one flow is enough: shoots 375 px by resizing');
    test.setTimeout(360_000);
    await answerCookieBanner(page);
    const companyName = await newVerifiedEmployer(page);

    // The trial: 10 days, in the header and on /subscription, with the plans to buy.
    await page.goto('/subscription');
    const trialState = page.getByRole('region', { name: 'Free trial: 10 days left' });
    await expect(trialState).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Trial: 10 days left' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Monthly' })).toContainText(/€99\s*per month/);
    await expect(page.getByRole('article', { name: '3 months' })).toContainText(/€279\s*once/);
    await expect(page.getByText(/Prices include|§ 19 UStG/).first()).toBeVisible();
    await checkAtBothWidths(page, 'billing-trial-en', saveScreenshot);

    await setAccountLanguage(page, 'de');
    await page.goto('/de/subscription');
    await expect(page.getByRole('region', { name: 'Kostenlose Testphase: noch 10 Tage' })).toBeVisible();
    await checkAtBothWidths(page, 'billing-trial-de', saveScreenshot);
    await setAccountLanguage(page, 'en');

    await page.goto('/employer/candidates');
    await expect(page.getByRole('heading', { level: 1, name: 'Find candidates' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();

    try {
      // Eleven days later the trial is over: the search is locked with a way to buy.
      await moveClock(page, 11);
      await page.goto('/employer/candidates');
      const locked = page.getByRole('region', { name: 'Your plan has expired' });
      await expect(locked).toBeVisible();
      await expect(locked).toContainText('Your listings stay visible to candidates');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Plan expired – choose a plan' })).toBeVisible();
      await checkAtBothWidths(page, 'billing-locked-search-en', saveScreenshot);

      await locked.getByRole('link', { name: 'Choose a plan' }).click();
      await expect(page.getByRole('region', { name: 'Your plan has expired' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Locked until you choose a plan' })).toBeVisible();
      await checkAtBothWidths(page, 'billing-expired-en', saveScreenshot);

      // "Buy" opens the local provider's confirm page in a second tab.
      const second = context.waitForEvent('page');
      await page.getByRole('article', { name: '3 months' }).getByRole('button', { name: 'Buy 3 months' }).click();
      const payment = await second;
      await payment.waitForURL(/\/payments\/local\/[^/]+$/);
      await expect(payment.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
      await expect(payment.getByText(companyName)).toBeVisible();
      await expect(payment.getByText('3 months', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/The payment has opened in a new tab/)).toBeVisible();
      await expectNoA11yViolations(payment);
      await screenshotSaver(payment, testInfo)('billing-local-confirm-en-1280');
      await payment.getByRole('button', { name: 'Pay €279' }).click();
      await expect(payment.getByRole('heading', { name: 'Payment received. Your plan is active.' })).toBeVisible();
      await screenshotSaver(payment, testInfo)('billing-local-paid-en-1280');
      await payment.close();

      // The first tab activates by itself (no reload): the package is paid, the chip is gone.
      await expect(page.getByText('Payment received. Your plan is active.')).toBeVisible({ timeout: 10_000 });
      const paidState = page.getByRole('region', { name: '3 months' });
      await expect(paidState).toContainText(/Paid until .*A package never renews\./);
      await expect(page.getByRole('banner').getByRole('link', { name: /Plan expired|Trial/ })).toHaveCount(0);
      const invoices = page.getByRole('region', { name: 'Invoices' });
      const pdfLink = invoices.getByRole('link', { name: /Download invoice/ });
      await expect(pdfLink).toHaveCount(1, { timeout: 10_000 });
      const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      await testInfo.attach('invoice.pdf', { body: await pdf.body(), contentType: 'application/pdf' });
      // Beside the screenshots, for people to look at (rendered to an image for the review).
      await writeFile(path.join(SCREENSHOT_DIR, `${testInfo.project.name}-billing-invoice.pdf`), await pdf.body());
      await checkAtBothWidths(page, 'billing-paid-en', saveScreenshot);

      // …and the search is unlocked.
      await page
        .getByRole('navigation', { name: 'Employer area' })
        .getByRole('link', { name: 'Find candidates' })
        .click();
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your plan has expired' })).toHaveCount(0);

      // In German: the paid state, and the local provider's page with "Cancel" ("Zahlung abgebrochen.").
      await setAccountLanguage(page, 'de');
      await page.goto('/de/subscription');
      await expect(page.getByRole('region', { name: '3 Monate' })).toContainText('Bezahlt bis');
      await checkAtBothWidths(page, 'billing-paid-de', saveScreenshot);
      const plans = (await (await page.request.get('/api/plans')).json()) as { items: { id: string; code: string }[] };
      const monthly = plans.items.find((plan) => plan.code === 'monthly');
      const { url } = (await apiSend(page.request, 'POST', '/api/subscription/checkout', {
        planId: monthly?.id,
        idempotencyKey: crypto.randomUUID(),
      })) as { url: string };
      await page.goto(`/de${url}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Zahlung bestätigen' })).toBeVisible();
      await checkAtBothWidths(page, 'billing-local-confirm-de', saveScreenshot);
      await page.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(page.getByRole('heading', { name: 'Zahlung abgebrochen.' })).toBeVisible();
      await saveScreenshot('billing-local-cancelled-de-1280');
    } finally {
      await moveClock(page, 0);
    }
  },
);

test(
  'an admin extends a trial with a reason; a candidate is told only employers have subscriptions',
  { tag: '@desktop-only' },
  async ({ page, browser, saveScreenshot, exclusive }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'shoots both widths itself');
    test.setTimeout(120_000);
    // The admin's language is switched below; admin-users.spec.ts does the same.
    await exclusive('demo-admin-language');
    // The landing and employer pages arrive with the plans on sale in their HTML (rendered on the
    // server from GET /api/plans), before any script runs.
    for (const [url, price] of [
      ['/', /€99/],
      ['/for-employers', /€279/],
      ['/de/for-employers', /999(\u00a0|&nbsp;)€/],
    ] as const) {
      const html = await (await page.request.get(url)).text();
      expect(html, url).toMatch(price);
    }
    const employer = await secondPage(browser);
    const companyName = await newVerifiedEmployer(employer, 'Karl Brenner');
    await employer.context().close();

    await answerCookieBanner(page);
    await rememberSignedIn(page);
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/subscriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    await page.getByLabel('Search companies').fill(companyName);
    const row = page.getByRole('article', { name: companyName });
    await expect(row).toContainText('Trial');
    const endBefore = (await row.getByText(/^Ends/).locator('..').textContent()) ?? '';
    await row.getByRole('button', { name: /Extend trial/ }).click();
    const dialog = page.getByRole('dialog', { name: `Extend the trial of ${companyName}` });
    await dialog.getByLabel('Days to add').fill('5');
    await dialog.getByRole('button', { name: 'Extend trial' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await dialog.getByLabel('Reason (recorded)').fill('Onboarding call moved by a week');
    await expectNoA11yViolations(page);
    await saveScreenshot('billing-admin-dialog-en-1280');
    await dialog.getByRole('button', { name: 'Extend trial' }).click();
    await expect(page.getByText('Trial extended by 5 days').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).not.toContainText(endBefore.replace(/^Ends/, '') || 'never');
    await page.getByLabel('Search companies').fill('');
    await checkAtBothWidths(page, 'billing-admin-en', saveScreenshot);

    // German, with the admin's account switched for the moment (the demo admin reads English elsewhere).
    try {
      await setAccountLanguage(page, 'de');
      await page.goto('/de/admin/subscriptions');
      await expect(page.getByRole('heading', { level: 1, name: 'Abonnements' })).toBeVisible();
      await checkAtBothWidths(page, 'billing-admin-de', saveScreenshot);
    } finally {
      await setAccountLanguage(page, 'en');
    }

    const candidate = await secondPage(browser);
    await rememberSignedIn(candidate);
    await loginAs(candidate, DEMO.candidate);
    await candidate.goto('/subscription');
    await expect(candidate.getByText('Only employers can access subscriptions')).toBeVisible();
    await expectNoA11yViolations(candidate);
    await candidate.context().close();
  },
);

test(
  'monthly plus a package bought in the trial: /subscription shows one timeline and fits 375 px in English and German',
  { tag: '@mobile-only' },
  async ({ page, saveScreenshot }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the width is what is checked');
    test.setTimeout(120_000);
    await answerCookieBanner(page);
    await newVerifiedEmployer(page, 'Jana Winter');
    const plans = (await (await page.request.get('/api/plans')).json()) as { items: { id: string; code: string }[] };
    for (const code of ['monthly', 'package-3']) {
      const plan = plans.items.find((item) => item.code === code);
      const { url } = (await apiSend(page.request, 'POST', '/api/subscription/checkout', {
        planId: plan?.id,
        idempotencyKey: crypto.randomUUID(),
      })) as { url: string };
      await apiSend(page.request, 'POST', `/api${url}/pay`, {});
    }
    for (const [path, heading] of [
      ['/subscription', 'Your timeline'],
      ['/de/subscription', 'Dein Zeitplan'],
    ] as const) {
      await setAccountLanguage(page, path.startsWith('/de') ? 'de' : 'en');
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      // What overflows is named in the failure, not only the page's width.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}"`)
          .slice(0, 5),
      );
      expect(wide, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      await expectNoA11yViolations(page);
      await saveScreenshot(`billing-timeline-${path.startsWith('/de') ? 'de' : 'en'}-375`);
    }
  },
);
