// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real entry point as `npm start` runs it: a process on a fresh data directory that migrates,
 * seeds, listens, shuts down cleanly on Ctrl-C (SIGINT), and keeps its data for the next start.
 * Its environment has no DATABASE_URL: the process runs on embedded PGlite whatever TEST_PG says, so
 * `npm run test:pg` skips this file (first line).
 */
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'azubi-main-'));
const children: ChildProcess[] = [];
afterAll(() => {
  // A failed assertion must not leave a server running.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Started = { child: ChildProcess; output: () => string; url: string };

/** A production environment that starts without Stripe (billing off); tests add or remove from it. */
const PRODUCTION_BILLING_OFF = {
  NODE_ENV: 'production',
  AUTH_SECRET: '3f9c1a7e5b2d8046c1e9a3f7b5d20486e1c9a7f3',
  PUBLIC_URL: 'https://azubi.test',
  TRUST_PROXY: '127.0.0.1',
  SMTP_URL: 'smtp://127.0.0.1:9',
  BILLING_ENABLED: 'false',
};

function start(env: Record<string, string> = {}, { demo = true } = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within 45 s:\n${output}`)), 45_000);
    const check = () => {
      const match = output.match(/ready in [\d.]+s on (http:\/\/localhost:\d+)/);
      // The demo accounts are printed right after the ready line.
      if (match?.[1] && (!demo || output.includes('Password for every demo account'))) {
        clearTimeout(timer);
        resolve({ child, output: () => output, url: match[1] });
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready:\n${output}`));
    });
  });
}

function stop(started: Started, signal: NodeJS.Signals = 'SIGINT'): Promise<number | null> {
  return new Promise((resolve) => {
    started.child.removeAllListeners('exit');
    started.child.on('exit', (code) => resolve(code));
    started.child.kill(signal);
  });
}

describe('npm start (src/main.ts)', () => {
  it('starts on the embedded database, loads demo data once, stops cleanly and keeps its data', async () => {
    const first = await start();
    expect(first.output()).toContain('Demo data loaded. Demo accounts:');
    expect(first.output()).toContain('admin@demo.azubi-connect.example');
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');

    const second = await start();
    expect(second.output()).toContain('Demo accounts (loaded earlier):');
    expect(await stop(second, 'SIGTERM')).toBe(0);
  }, 120_000);

  it('refuses to start with a wrong setting and names it', async () => {
    await expect(start({ PORT: 'eighty' })).rejects.toThrow(/PORT: expected a port number/);
  });

  it('development uses the local payment provider and says so; its confirm routes exist', async () => {
    const started = await start();
    try {
      expect(started.output()).toContain('Payments: the local provider (development only)');
      const res = await fetch(`${started.url}/api/payments/local/00000000-0000-4000-8000-000000000000`);
      expect(res.status).toBe(401);
    } finally {
      await stop(started);
    }
  }, 60_000);
});

describe('production start-up in each billing mode (ADR 0026)', () => {
  it('refuses to start without Stripe keys and without BILLING_ENABLED=false, naming the variables', async () => {
    const { BILLING_ENABLED: _off, ...withoutBilling } = PRODUCTION_BILLING_OFF;
    await expect(start(withoutBilling, { demo: false })).rejects.toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: expected both in production[\s\S]*BILLING_ENABLED=false/,
    );
  });

  it('refuses to start without SMTP_URL, TRUST_PROXY or an https PUBLIC_URL, naming each', async () => {
    await expect(
      start(
        { ...PRODUCTION_BILLING_OFF, SMTP_URL: '', TRUST_PROXY: '', PUBLIC_URL: 'http://azubi.test' },
        { demo: false },
      ),
    ).rejects.toThrow(
      /PUBLIC_URL: expected the https address[\s\S]*TRUST_PROXY: set it in production[\s\S]*SMTP_URL: expected an SMTP server/,
    );
  });

  it('starts with billing off and says so: plans listed, checkout 503, no local payment routes', async () => {
    const started = await start(PRODUCTION_BILLING_OFF, { demo: false });
    try {
      expect(started.output()).toContain(
        'Billing is switched off (BILLING_ENABLED=false): plans are listed, checkout answers 503 "Payments are not set up yet.", nothing renews.',
      );
      expect((await fetch(`${started.url}/api/plans`)).status).toBe(200);
      const local = await fetch(`${started.url}/api/payments/local/00000000-0000-4000-8000-000000000000`);
      expect(local.status).toBe(404);
      const ready = await fetch(`${started.url}/api/ready`);
      expect(ready.status).toBe(200);
    } finally {
      expect(await stop(started, 'SIGTERM')).toBe(0);
    }
  }, 60_000);

  it('starts with Stripe keys and uses Stripe; the local payment routes do not exist', async () => {
    const { BILLING_ENABLED: _off, ...withoutBilling } = PRODUCTION_BILLING_OFF;
    const started = await start(
      { ...withoutBilling, STRIPE_SECRET_KEY: 'sk_test_main', STRIPE_WEBHOOK_SECRET: 'whsec_main' },
      { demo: false },
    );
    try {
      expect(started.output()).toContain('Payments: Stripe (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set).');
      const local = await fetch(`${started.url}/api/payments/local/00000000-0000-4000-8000-000000000000/pay`, {
        method: 'POST',
      });
      expect(local.status).toBe(404);
    } finally {
      await stop(started, 'SIGTERM');
    }
  }, 60_000);
});

describe('draining on SIGTERM (ADR 0026)', () => {
  it('answers ready 503 "draining" for SHUTDOWN_DRAIN_SECONDS from the signal, then stops and exits 0', async () => {
    const started = await start({ ...PRODUCTION_BILLING_OFF, SHUTDOWN_DRAIN_SECONDS: '2' }, { demo: false });
    expect((await fetch(`${started.url}/api/ready`)).status).toBe(200);
    const exited = stop(started, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const duringDrain = await fetch(`${started.url}/api/ready`);
    expect(duringDrain.status).toBe(503);
    expect(((await duringDrain.json()) as { status: string }).status).toBe('draining');
    // Liveness still answers while draining: the instance is alive, only leaving.
    expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
    expect(await exited).toBe(0);
    expect(started.output()).toContain('SIGTERM received: draining');
    expect(started.output()).toContain('Stopped cleanly.');
    await expect(fetch(`${started.url}/api/health`)).rejects.toThrow();
  }, 60_000);
});
