import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real entry point as `npm start` runs it: a process on a fresh data directory that migrates,
 * seeds, listens, shuts down cleanly on Ctrl-C (SIGINT), and keeps its data for the next start.
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

function start(env: Record<string, string> = {}): Promise<Started> {
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
      if (match?.[1] && output.includes('Password for every demo account')) {
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
});
