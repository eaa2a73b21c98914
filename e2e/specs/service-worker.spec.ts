import { expect, test } from '../fixtures';

/**
 * The service worker on a second visit (issue 35, ADR 0033): the app's hashed files come from the
 * worker's caches through its static route, answered by the browser without running the worker's
 * code (`InstallEvent.addRoutes`, src/sw.ts); a file no cache holds comes from the network (the HTTP
 * cache); the page itself and the API's answers never come from the worker's caches.
 */

type Fetched = { name: string; matched: string; final: string; delivery: string };

test(
  'a second visit takes the app’s files from the worker’s caches without running it, and never the page or the API',
  {
    tag: '@desktop-only',
  },
  async ({ page }) => {
    await page.goto('/browse-jobs');
    await expect(page.locator('main a[href*="/jobs/"]').first()).toBeVisible();
    // The worker registers when the browser is idle after the load, precaches the app shell, then
    // takes the pages opened after it.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state), {
        timeout: 30_000,
      })
      .toBe('activated');

    await page.reload();
    await expect(page.locator('main a[href*="/jobs/"]').first()).toBeVisible();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const fetched = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as (PerformanceResourceTiming & Record<string, unknown>)[]).map(
        (entry) => ({
          name: new URL(entry.name).pathname,
          matched: String(entry.workerMatchedSourceType ?? ''),
          final: String(entry.workerFinalSourceType ?? ''),
          delivery: String(entry.deliveryType ?? ''),
        }),
      ),
    );
    const navigation = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming &
        Record<string, unknown>)[];
      return { delivery: String(entry?.deliveryType ?? '') };
    });

    const assets = fetched.filter((entry: Fetched) => entry.name.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(10);
    // Every hashed file went through the static route, none through the worker's fetch handler.
    expect(assets.filter((entry) => entry.matched !== 'cache')).toEqual([]);
    // The app shell (entry, start-up steps, layout) came from the precache, not the network.
    expect(assets.filter((entry) => entry.final === 'cache').length).toBeGreaterThan(10);
    expect(assets.find((entry) => /^\/assets\/index-.*\.js$/.test(entry.name))?.delivery).toBe('cache-storage');

    // Personal data is never kept by the worker: the page and the API's answers come from the server.
    expect(navigation.delivery).not.toBe('cache-storage');
    // An API answer asked twice: the second may come from the HTTP cache as the server allows, never
    // from the worker's caches (Playwright's `fromServiceWorker`).
    const apiAnswers: boolean[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response.fromServiceWorker());
    });
    await page.evaluate(async () => {
      await (await fetch('/api/listings?limit=1')).text();
      await (await fetch('/api/listings?limit=1')).text();
    });
    expect(apiAnswers).toEqual([false, false]);
  },
);
