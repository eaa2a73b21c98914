#!/usr/bin/env node
/**
 * `npm run bench:phone`: how long the web app's main screens take to become usable on a slow phone
 * (issue 35, ADR 0033). Debian's Chromium through playwright-core, each page on the same profile:
 * about 1.6 Mbps down, 150 ms round trip (Chrome DevTools' network emulation) and the CPU slowed
 * down four times. For every page: five runs with an empty cache (a new browser context each, as a
 * returning person whose browser dropped its cache: cookies and localStorage kept), then five with
 * a warm one (one context, visited once before, its service worker installed).
 *
 * Per run it records the time until the page is usable: the `app:usable` performance mark the page
 * sets once its data is on screen (apps/web/src/lib/usable-mark.ts), or, where the page sets none (a
 * build from before the mark), the moment its content first appears in the DOM (`READY` below; for
 * pages sent with their content, the first contentful paint). A screen the server sends with its
 * data (the listing search, issue 35) is usable at its first paint when its content (`READY`) was
 * in the page by then; "app running" is when the app itself shows the data (the mark), which on
 * such a page comes after. Also: the compressed bytes and requests
 * that had finished by then (Resource Timing, same origin), and the JavaScript executed by then
 * (Chrome's ScriptDuration, read right after).
 *
 * It builds nothing: run `npm run build` first. It starts the built server on port 3801 (override
 * with BENCH_PORT) with a throwaway embedded database and the demo data, or measures a running one
 * (BENCH_URL, which must have the demo data). Options: --runs=N, --only=name,name, --no-sw (the
 * service worker blocked).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const RUNS = Number(args.runs ?? 5);
const ONLY = args.only ? new Set(args.only.split(',')) : null;
/** `--no-sw`: the service worker blocked, to tell its part in the warm figures from the HTTP cache's. */
const NO_SW = args['no-sw'] === 'true';

/** The slow phone: ~1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU 4× slower. */
export const SLOW_PHONE = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 },
  cpuSlowdown: 4,
};

const DEMO_PASSWORD = 'DemoPass2026';
const CANDIDATE = 'amina@demo.azubi-connect.example';
const EMPLOYER = 'personal@klinikum-demo.example';

/**
 * What "content on screen" means per page when the page sets no mark: evaluated in the page on every
 * DOM change. `paint` pages are sent with their content: usable at the first contentful paint.
 */
const READY = {
  cards: `!!document.querySelector('main a[href*="/jobs/"]')`,
  messages: `!!document.querySelector('main') && document.querySelector('main').textContent.includes('Frau Krüger')`,
  candidates: `!!document.querySelector('main a[href*="/candidate/"]')`,
};

function pages(conversationPath) {
  return [
    { name: 'landing', path: '/', account: null, paint: true },
    { name: 'public search', path: '/browse-jobs', account: null, ready: READY.cards },
    { name: 'listing', path: null, account: null, paint: true },
    { name: 'signed-in search', path: '/browse-jobs', account: CANDIDATE, ready: READY.cards },
    { name: 'messages', path: conversationPath, account: CANDIDATE, ready: READY.messages },
    { name: 'candidate search', path: '/employer/candidates', account: EMPLOYER, ready: READY.candidates },
  ];
}

async function startServer() {
  const port = Number(process.env.BENCH_PORT ?? 3801);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-phone-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      API_RATE_LIMIT: '5000',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('The server did not start within 2 minutes');
}

/** Cookies and the session hint of a signed-in account, for new contexts. */
async function signedInState(browser, baseURL, email) {
  const context = await browser.newContext({ baseURL });
  const csrf = await (await context.request.get('/api/auth/csrf')).json();
  const res = await context.request.post('/api/auth/sign-in', {
    headers: { 'x-csrf-token': csrf.token },
    data: { email, password: DEMO_PASSWORD },
  });
  if (!res.ok()) throw new Error(`sign-in as ${email}: ${res.status()} ${await res.text()}`);
  const state = await context.storageState();
  state.origins = [{ origin: baseURL, localStorage: [{ name: 'azubi.signedIn', value: '1' }] }];
  const conversations = await (await context.request.get('/api/conversations')).json().catch(() => null);
  await context.close();
  return { state, conversations };
}

/** Installed before any page script: records when the page's content first appeared. */
function observerScript(ready) {
  return `(() => {
    try { performance.setResourceTimingBufferSize(2000); } catch {}
    const ready = () => { try { return ${ready ?? 'false'}; } catch { return false; } };
    const check = () => {
      if (window.__benchReady === undefined && ready()) window.__benchReady = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

async function measure(context, page, baseURL, target) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send('Performance.enable');
  await page.goto(`${baseURL}${target.path}`, { waitUntil: 'commit', timeout: 60_000 });
  const handle = await page.waitForFunction(
    (paint) => {
      const mark = performance.getEntriesByName('app:usable')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const ready = globalThis.__benchReady;
      // Content sent with the HTML (a page rendered on the server): usable once painted.
      if (!paint && ready !== undefined && fcp && ready <= fcp.startTime) return { at: fcp.startTime, by: 'paint' };
      if (mark) return { at: mark.startTime, by: 'mark' };
      if (paint) {
        if (fcp) return { at: fcp.startTime, by: 'paint' };
      } else if (ready !== undefined && fcp) return { at: ready, by: 'dom' };
      return false;
    },
    Boolean(target.paint),
    { timeout: 60_000, polling: 100 },
  );
  const usable = await handle.jsonValue();
  // When the app itself runs on the page with its data (the mark): later than "usable" on a page
  // sent with its content, where links and reading work before the app has taken the page over.
  const app = target.paint
    ? null
    : await page
        .waitForFunction(() => performance.getEntriesByName('app:usable')[0]?.startTime, null, {
          timeout: 60_000,
          polling: 100,
        })
        .then((found) => found.jsonValue())
        .catch(() => null);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptMs = Math.round((metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000);
  const traffic = await page.evaluate((at) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const entries = [nav, ...performance.getEntriesByType('resource')].filter(
      (e) => e && e.startTime <= at && e.responseEnd > 0 && e.responseEnd <= at,
    );
    const js = entries.filter((e) => /\.m?js(\?|$)/.test(e.name));
    return {
      bytes: entries.reduce((sum, e) => sum + (e.transferSize ?? 0), 0),
      requests: entries.length,
      network: entries.filter((e) => (e.transferSize ?? 0) > 0).length,
      jsBytes: js.reduce((sum, e) => sum + (e.transferSize ?? 0), 0),
      jsFiles: js.length,
    };
  }, usable.at);
  // Let the page finish what it started (socket, late chunks) before the context is reused or closed.
  await page.waitForTimeout(300);
  await cdp.detach().catch(() => undefined);
  return {
    ms: Math.round(usable.at),
    by: usable.by,
    appMs: app === null ? null : Math.round(app),
    scriptMs,
    ...traffic,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

async function main() {
  const server = process.env.BENCH_URL ? { baseURL: process.env.BENCH_URL, stop: () => {} } : await startServer();
  const { baseURL } = server;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const candidate = await signedInState(browser, baseURL, CANDIDATE);
    const employer = await signedInState(browser, baseURL, EMPLOYER);
    const list = candidate.conversations;
    const items = Array.isArray(list) ? list : (list?.items ?? list?.conversations ?? []);
    const conversationId = items[0]?.id;
    if (!conversationId) throw new Error('The demo candidate has no conversation (is the demo data seeded?)');
    const search = await (await fetch(`${baseURL}/api/listings?pageSize=1`)).json();
    const listingId = (search.items ?? search.listings ?? [])[0]?.id;
    const states = { [CANDIDATE]: candidate.state, [EMPLOYER]: employer.state };
    const contextOptions = (target) => ({
      baseURL,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      ...(NO_SW ? { serviceWorkers: 'block' } : {}),
      ...(target.account ? { storageState: states[target.account] } : {}),
    });

    const rows = [];
    for (const target of pages(`/my-messages/${conversationId}`)) {
      if (ONLY && !ONLY.has(target.name)) continue;
      if (target.name === 'listing') target.path = `/jobs/${listingId}`;
      // The server's first answer of a page (a first render, cold caches) is not what a phone waits for.
      for (let i = 0; i < 2; i++) {
        const warmUp = await browser.newContext(contextOptions(target));
        await (await warmUp.newPage()).goto(`${baseURL}${target.path}`, { waitUntil: 'load' });
        await warmUp.close();
      }
      const cold = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext(contextOptions(target));
        await context.addInitScript(observerScript(target.ready));
        const page = await context.newPage();
        cold.push(await measure(context, page, baseURL, target));
        await context.close();
      }
      const warm = [];
      const context = await browser.newContext(contextOptions(target));
      await context.addInitScript(observerScript(target.ready));
      const page = await context.newPage();
      // The visit before: fills the cache (and installs the service worker, which then takes over).
      await page.goto(`${baseURL}${target.path}`, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      for (let run = 0; run < RUNS; run++) {
        await page.goto('about:blank');
        warm.push(await measure(context, page, baseURL, target));
      }
      await context.close();
      rows.push({ target, cold, warm });
      const show = (runs) => runs.map((r) => `${r.ms}${r.by === 'mark' ? '' : `(${r.by})`}`).join(' ');
      console.error(`${target.name}: cold ${show(cold)} | warm ${show(warm)}`);
    }

    const kb = (bytes) => (bytes / 1024).toFixed(0);
    console.log(
      `\nbench:phone: ${RUNS} runs per cache state, median; ${SLOW_PHONE.network.latency} ms RTT, ` +
        `${((SLOW_PHONE.network.downloadThroughput * 8) / 1e6).toFixed(1)} Mbps, CPU ${SLOW_PHONE.cpuSlowdown}x\n`,
    );
    console.log(
      '| page | cold: usable | cold: app running | cold: KB / requests (JS KB / files) | cold: JS ran | warm: usable | warm: app running | warm: KB / requests | warm: JS ran |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
    for (const { target, cold, warm } of rows) {
      const m = (runs, key) => median(runs.map((r) => r[key]));
      const app = (runs) => (runs.some((r) => r.appMs === null) ? null : m(runs, 'appMs'));
      const by = [...new Set(cold.map((r) => r.by))].join('/');
      console.log(
        `| ${target.name} | ${seconds(m(cold, 'ms'))} (${by}) | ${seconds(app(cold))} | ${kb(m(cold, 'bytes'))} / ${m(cold, 'requests')} (${kb(
          m(cold, 'jsBytes'),
        )} / ${m(cold, 'jsFiles')}) | ${m(cold, 'scriptMs')} ms | ${seconds(m(warm, 'ms'))} | ${seconds(app(warm))} | ${kb(
          m(warm, 'bytes'),
        )} / ${m(warm, 'requests')} | ${m(warm, 'scriptMs')} ms |`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
process.exit(0);
