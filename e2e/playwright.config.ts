import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { buildState } from '../scripts/build-key.mjs';
import { startTranslateStub } from '../apps/server/src/testing/libretranslate-stub';
import { startSmtpInbox } from './fixtures/smtp-inbox';

/**
 * End-to-end tests run against the production build (`npm run build` first; `npm run test:e2e` at the
 * root does both), started on a free port with a throwaway embedded database seeded with demo data.
 *
 * Playwright evaluates this file in the runner and again in every worker. The port and the data
 * directory are chosen once, in the runner, and handed to the workers through the environment
 * (workers inherit it), so every process talks to the same server.
 */

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const tmpDir = path.join(e2eDir, '.tmp');

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('Could not find a free port'))));
    });
  });
}

// Never the tests of a stale build: the build's stamp must match the sources (scripts/build-key.mjs).
// Checked once, in the runner; `npm run test:e2e` builds first when it is stale.
if (process.env.AZUBI_E2E_BUILD_CHECKED === undefined) {
  const build = buildState();
  if (!build.fresh) {
    throw new Error(
      `The e2e tests run against the production build, and it is stale: ${build.reason}. Run npm run build (npm run test:e2e builds when needed).`,
    );
  }
  process.env.AZUBI_E2E_BUILD_CHECKED = 'true';
}

process.env.AZUBI_E2E_PORT ??= String(await findFreePort());
if (process.env.AZUBI_E2E_DATA_DIR === undefined) {
  mkdirSync(tmpDir, { recursive: true });
  // Removed again by global-teardown.ts.
  process.env.AZUBI_E2E_DATA_DIR = mkdtempSync(path.join(tmpDir, 'data-'));
}

// Production mode requires a secret for sessions and tokens: a new one for every run.
process.env.AZUBI_E2E_AUTH_SECRET ??= randomBytes(32).toString('hex');
// A real SMTP server, started once in the runner (which outlives the app server); specs read the
// messages it writes to AZUBI_E2E_MAIL_DIR (fixtures/mail.ts). Beside the data directory, not in it:
// that one is the embedded database's own directory.
if (process.env.AZUBI_E2E_SMTP_PORT === undefined) {
  const mailDir = `${process.env.AZUBI_E2E_DATA_DIR}-mail`;
  process.env.AZUBI_E2E_MAIL_DIR = mailDir;
  process.env.AZUBI_E2E_SMTP_PORT = String(await startSmtpInbox(mailDir));
  process.once('exit', () => rmSync(mailDir, { recursive: true, force: true }));
}
// The translation service: the local stub that speaks LibreTranslate's protocol ("[en] " before the
// text), started once in the runner like the SMTP server; the app gets TRANSLATE_URL.
process.env.AZUBI_E2E_TRANSLATE_PORT ??= String((await startTranslateStub()).port);

const port = process.env.AZUBI_E2E_PORT;
const dataDir = process.env.AZUBI_E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

/**
 * The server under test is self-contained (embedded PGlite, in-process mail, local files, the local payment
 * provider): connection settings left in a developer's shell must not point it at real services. Node leaves
 * variables whose value is undefined out of the child's environment. DATABASE_URL is set to empty below
 * instead, so that a developer's .env (which the server loads without overriding the environment) cannot
 * fill it in either.
 */
const externalServiceVariables = Object.fromEntries(
  Object.keys(process.env)
    .filter((name) => /^(REDIS_URL|SMTP_URL|S3_\w+|STRIPE_\w+|TRANSLATE_\w+|DEEPL_API_KEY)$/.test(name))
    .map((name) => [name, undefined]),
) as unknown as Record<string, string>;

export default defineConfig({
  testDir: './specs',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(repoRoot, 'playwright-report'), open: 'never' }]],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',

  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    // Debian's Chromium: a browser is never downloaded on these machines.
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
      ],
    },
    // A German browser language would send a first-time visitor to /de; tests choose the language by URL.
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    screenshot: 'only-on-failure',
    trace: 'off',
  },

  // Every test runs at both widths, except where the second adds nothing (README, "End-to-end
  // tests"): a long flow whose screens the other tests already check at both widths, or a check of
  // headers, redirects or stored choices that no layout changes. Such a test carries
  // `{ tag: '@mobile-only' }` (candidates' flows: they are on phones) or `{ tag: '@desktop-only' }`
  // (employers', moderators' and admins' flows, and requests without a page).
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      grepInvert: /@desktop-only/,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile-only/,
    },
  ],

  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...externalServiceVariables,
      PORT: port,
      HOST: '127.0.0.1',
      // Links, cookies and the auth library's origin check use the address the browser actually calls.
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      // The production build, run as development: the local payment provider (billing.spec.ts pays on
      // its confirm page) and the test clock exist only outside production (ADR 0026).
      NODE_ENV: 'development',
      AUTH_SECRET: process.env.AZUBI_E2E_AUTH_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${process.env.AZUBI_E2E_SMTP_PORT}`,
      TRANSLATE_URL: `http://127.0.0.1:${process.env.AZUBI_E2E_TRANSLATE_PORT}`,
      SEED_DEMO: 'true',
      // PUT /api/dev/clock moves the server's clock (billing.spec.ts: a trial that has ended); only from 127.0.0.1.
      TEST_CLOCK: 'true',
      // Every test presents its own client address in X-Forwarded-For (fixtures/index.ts), so the
      // per-address rate limits (5 sign-ins per 15 minutes...) apply per test, as they would per person.
      TRUST_PROXY: '127.0.0.1',
      // A test clicks through a page's API calls many times faster than a person: the general limit
      // (100 a minute per account or address) is tested in apps/server/src/http/api-rate-limit.test.ts.
      API_RATE_LIMIT: '2000',
      LOG_LEVEL: 'warn',
    },
  },
});
