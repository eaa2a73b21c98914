import type { Page } from '@playwright/test';
import { DEMO, expect, loginAs, test } from '../fixtures';
import { rememberSignedIn } from '../fixtures/people';
import { screenshotSaver } from '../fixtures/screenshots';

/**
 * Issue 35 (ADR 0033): on a slow phone (about 1.6 Mbps, 150 ms round trip, CPU four times slower, as
 * `npm run bench:phone` measures), a signed-in person never sees a signed-out control ("Sign in",
 * "Create free account", "Get started", "Sign in to apply") on any screen at any moment, and the
 * conversation never says "No connection" while its live channel is still connecting. A watcher in
 * the page checks every DOM change and every 25 ms from the first byte on; screenshots and DOM checks
 * are taken at fixed moments after the navigation (e2e/.tmp/screenshots/mobile-phone-start-*.png).
 */

const SIGNED_OUT_TEXT =
  /^(Create free account|Sign in|Get started|Sign in to apply|Anmelden|Kostenloses Konto erstellen|Jetzt starten|Anmelden und bewerben)$/;
const MOMENTS_MS = [400, 1000, 2000, 3500];

/** Runs in the page before its own scripts: records the first visible signed-out control and "No connection". */
function watchScript(signedOutSource: string): string {
  return `(() => {
    const signedOut = new RegExp(${JSON.stringify(signedOutSource)});
    window.__seen = [];
    const note = (what) => {
      if (window.__seen.length < 10 && !window.__seen.includes(what)) window.__seen.push(what);
    };
    const visible = (element) =>
      typeof element.checkVisibility === 'function'
        ? element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
        : element.getClientRects().length > 0;
    const check = () => {
      for (const element of document.querySelectorAll('a, button')) {
        const label = (element.textContent || '').trim() || element.getAttribute('aria-label') || '';
        if (signedOut.test(label) && visible(element)) note('signed-out control: ' + label);
      }
      for (const status of document.querySelectorAll('[role="status"]')) {
        if (/No connection|Keine Verbindung/.test(status.textContent || '') && visible(status)) note('No connection');
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    setInterval(check, 25);
  })();`;
}

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) | 0,
    uploadThroughput: (750e3 / 8) | 0,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path` on the slow phone, takes the screenshots and DOM checks at MOMENTS_MS, waits until
 * `usable`, then until the header's account corner shows the account (and whatever `settled` waits
 * for), and checks once more: nothing signed-out appeared meanwhile.
 */
async function openAndWatch(
  page: Page,
  path: string,
  name: string,
  usable: () => Promise<unknown>,
  settled?: (page: Page) => Promise<unknown>,
): Promise<void> {
  const save = screenshotSaver(page, test.info());
  const started = Date.now();
  // Watched from before the navigation: a screen sent rendered starts its code at once, and its
  // live channel can open before a busy test runner hears of the commit. A socket of the page before
  // was opened before this, so it is not taken for the new one.
  const settling = settled?.(page);
  settling?.catch(() => undefined);
  await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
  for (const moment of MOMENTS_MS) {
    const wait = started + moment - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await save(`phone-start-${name}-${moment}ms`);
    // The DOM at this moment: no signed-out control anywhere on the page.
    expect(
      await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen),
      `${path} at ${moment} ms`,
    ).toEqual([]);
  }
  await usable();
  // The header's account corner and (on a conversation) the live channel settle after the data.
  // In either language: other specs switch the demo candidate's account language while this one runs.
  await expect(page.getByRole('button', { name: /^(Account menu of|Kontomenü von) / })).toBeVisible({
    timeout: 30_000,
  });
  await settling;
  expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen), path).toEqual([]);
}

/** Resolves when the page's live channel (socket.io over a WebSocket) has been accepted: its CONNECT answer ("40"). */
function liveChannelConnected(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/socket.io/'), timeout: 60_000 })
    .then((socket) =>
      socket.waitForEvent('framereceived', {
        predicate: (frame) => String(frame.payload).startsWith('40'),
        timeout: 60_000,
      }),
    );
}

test.describe('a signed-in person on a slow phone', { tag: '@mobile-only' }, () => {
  test.setTimeout(180_000);

  for (const remembered of [true, false]) {
    test(`never sees signed-out controls while screens load (${remembered ? 'signed in before in this browser' : 'session cookie only'})`, async ({
      page,
    }) => {
      await loginAs(page, DEMO.candidate);
      if (remembered) await rememberSignedIn(page);
      const conversations = (await (await page.request.get('/api/conversations')).json()) as
        { items?: { id: string }[] } | { id: string }[];
      const items = Array.isArray(conversations) ? conversations : (conversations.items ?? []);
      const conversationId = items[0]?.id;
      expect(conversationId, 'the demo candidate has a conversation').toBeTruthy();
      const listings = (await (await page.request.get('/api/listings?pageSize=1')).json()) as {
        items: { id: string }[];
      };

      await page.addInitScript(watchScript(SIGNED_OUT_TEXT.source));
      await slowPhone(page);
      const suffix = remembered ? 'hint' : 'cookie';

      await openAndWatch(page, '/browse-jobs', `search-${suffix}`, () =>
        page.locator('html[data-usable]').waitFor({ state: 'attached', timeout: 60_000 }),
      );
      await openAndWatch(
        page,
        `/my-messages/${conversationId}`,
        `messages-${suffix}`,
        () => page.locator('html[data-usable]').waitFor({ state: 'attached', timeout: 60_000 }),
        liveChannelConnected,
      );
      // Pages sent with their content: the HTML itself (rendered for visitors) must not show them either.
      await openAndWatch(page, `/jobs/${listings.items[0]?.id}`, `listing-${suffix}`, () =>
        page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 }),
      );
      await openAndWatch(page, '/', `landing-${suffix}`, () =>
        page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 }),
      );
      // The header shows the account, and the landing page the way to the dashboard.
      await expect(page.getByRole('link', { name: /^(Go to dashboard|Zum Dashboard)$/ }).first()).toBeVisible({
        timeout: 30_000,
      });
    });
  }

  test('a visitor still sees the signed-out controls at once (the marks are not stuck on)', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/browse-jobs', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: 'Create free account' })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');
  });
});
