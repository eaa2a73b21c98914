import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkReadiness } from './check-readiness';

/** Readiness and draining (issue 30, ADR 0026): `/api/ready` beside the cheap `/api/health`. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/ready', () => {
  it('answers 200 "ready" when migrations are applied and the database and storage answer (no Redis configured)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.status).toBe('ready');
    expect(body.checks.migrations.ok).toBe(true);
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.storage.ok).toBe(true);
    expect(body.checks.redis).toBeNull();
  });

  it('answers 503 "draining" from the moment shutdown begins, while /api/health stays 200', async () => {
    const other = await createTestApp();
    try {
      other.app.readiness.draining = true;
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('draining');
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is not ready while a committed migration is not applied', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'azubi-migrations-'));
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    journal.entries.push({ ...journal.entries.at(-1)!, when: newest + 1000 });
    writeFileSync(journalPath, JSON.stringify(journal));
    const ready = await checkReadiness({
      readiness: { draining: false, migrated: false },
      database: t.connection,
      redisPing: null,
      storage: t.app.storage,
      migrationsFolder: folder,
    });
    expect(ready.status).toBe('not_ready');
    expect(ready.checks.migrations.ok).toBe(false);
    expect(ready.checks.database.ok).toBe(true);
  });

  it('is not ready when the storage or Redis does not answer, and says which', async () => {
    const broken = {
      ...t.app.storage,
      exists: async () => {
        throw new Error('bucket unreachable');
      },
    };
    const ready = await checkReadiness({
      readiness: { draining: false, migrated: true },
      database: t.connection,
      redisPing: async () => {
        throw new Error('Connection is closed.');
      },
      storage: broken,
    });
    expect(ready.status).toBe('not_ready');
    expect(ready.checks.storage).toMatchObject({ ok: false, error: 'bucket unreachable' });
    expect(ready.checks.redis).toMatchObject({ ok: false, error: 'Connection is closed.' });
  });

  it('checks Redis when REDIS_URL is set', async () => {
    const withRedis = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
    try {
      const res = await withRedis.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().checks.redis.ok).toBe(true);
    } finally {
      await withRedis.close();
    }
  });
});

describe('closing the app (the SIGTERM path of main.ts)', () => {
  it('finishes a request in flight, refuses new connections, and tells sockets to reconnect elsewhere', async () => {
    const slow = await createTestApp({
      register: (app) => {
        app.get('/slow-for-drain-test', { config: { access: 'public' } }, async () => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          return { done: true };
        });
      },
    });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const address = slow.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { user } = await f.createEmployer(slow.db, { user: { email: `drain-${crypto.randomUUID()}@drain.de` } });
    const agent = await signIn(slow, user);
    const socket = connect(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { cookie: agent.cookieNames.map((name) => `${name}=${agent.cookie(name)}`).join('; ') },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const reason = new Promise<string>((resolve) => socket.once('disconnect', (why) => resolve(why)));

    const inFlight = fetch(`${url}/slow-for-drain-test`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = slow.close();
    // "transport close" is a reason socket.io clients reconnect on; "io server disconnect" is not.
    expect(await reason).toBe('transport close');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(answer.headers.get('connection')).toBe('close');
    await closing;
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    socket.close();
  });
});
