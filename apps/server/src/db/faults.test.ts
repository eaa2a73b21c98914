import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, usePostgres } from '../testing/pg-target';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { signIn } from '../testing/sign-in';
import type { TestAgent } from '../testing/test-agent';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';
import { connectDatabase, type DatabaseConnection } from './client';
import * as f from './factories';
import { applications, applicationStatusHistory, candidateProfiles } from './schema';

/**
 * PostgreSQL goes away under write load (`npm run test:pg` only): the app reaches its database
 * through a TCP proxy the test cuts (every connection reset, new ones refused) and brings back,
 * and its backends are ended with pg_terminate_backend. The server stays up, answers 503 in the
 * request's language while the database is away, recovers by itself within 10 s, and every write
 * it acknowledged is in the database exactly once. Setup and checks use a direct connection.
 */
const APP_NAME = 'azubi-faults-app';
const UNAVAILABLE = {
  en: 'The service is temporarily unavailable. Please try again in a moment.',
  de: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuche es gleich noch einmal.',
};
const BIRTH_DATE = '2003-05-14';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(usePostgres)('database faults', () => {
  let direct: DatabaseConnection;
  let proxy: TcpProxy;
  let t: TestApp;
  // An idle client's error without a listener would throw here (node-postgres emits it on the pool).
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.prependListener('uncaughtException', onCrash);
    direct = await createTestDatabase();
    const url = new URL(direct.pool!.options.connectionString!);
    const target = new URL(adminUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.searchParams.set('application_name', APP_NAME);
    t = await createTestApp({ database: await connectDatabase({ kind: 'postgres', url: url.toString() }) });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await direct?.close();
    process.off('uncaughtException', onCrash);
  });

  /** Ends every backend of the app (not the direct connection); returns how many. */
  async function terminateAppBackends(): Promise<number> {
    const { rows } = await direct.pool!.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [APP_NAME],
    );
    return rows.filter((row) => row.ended).length;
  }

  /** A public read that needs the database, from a fresh address each time (no per-address limit). */
  let probes = 0;
  const probe = () =>
    t.app.inject({ method: 'GET', url: '/api/listings', remoteAddress: `10.1.${++probes % 250}.${probes % 199}` });

  /** Milliseconds from `since` to the first 2xx of the probe, polling every 20 ms; fails after 10 s. */
  async function recoveryFrom(since: number): Promise<number> {
    while (performance.now() - since < 10_000) {
      const res = await probe();
      if (res.statusCode < 300) return Math.round(performance.now() - since);
      await sleep(20);
    }
    throw new Error('no 2xx within 10 s after the database came back');
  }

  it('an idle connection the server ends is logged without values and does not end the process', async () => {
    const { user } = await f.createCandidate(direct.db);
    const agent = await signIn(t, user.email, { lang: 'en' });
    // Several requests at once leave several idle clients in the pool.
    await Promise.all([1, 2, 3, 4].map(() => agent.get('/api/profile')));
    expect(t.connection.pool!.idleCount).toBeGreaterThan(0);

    const idle = t.connection.pool!.idleCount;
    expect(await terminateAppBackends()).toBe(idle);
    // Each idle client reports its end to the pool, which logs it and drops the client.
    const lost = () => t.logs.filter((entry) => entry.includes('database connection lost while idle'));
    const deadline = performance.now() + 5_000;
    while (lost().length < idle && performance.now() < deadline) await sleep(20);
    expect(crashes).toEqual([]);
    expect(lost()).toHaveLength(idle);
    for (const line of lost()) expect(JSON.parse(line)).toMatchObject({ level: 40, err: { code: '57P01' } });
    expect(t.connection.pool!.totalCount).toBe(0);

    const after = await agent.get('/api/profile');
    expect(after.statusCode).toBe(200);
    expect(crashes).toEqual([]);
  });

  it('a network that passes nothing: the health check says so within its 2 s, and the app carries on after', async () => {
    proxy.stall();
    try {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      const took = performance.now() - started;
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: { ok: false, driver: 'postgres' } });
      expect(took).toBeGreaterThanOrEqual(1_900);
      expect(took).toBeLessThan(4_000);
    } finally {
      await proxy.restore();
    }
    expect(await recoveryFrom(performance.now())).toBeLessThan(10_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('under write load: 503 while away, back within 10 s, every acknowledged write stored once', async () => {
    const { company } = await f.createEmployer(direct.db);
    const listings = await Promise.all(
      [1, 2, 3, 4, 5].map(() => f.createListing(direct.db, { companyId: company.id })),
    );
    const languages = ['en', 'de'] as const;
    type Worker = { userId: string; agent: TestAgent; lang: 'en' | 'de'; token: string };
    const workers = async (count: number): Promise<Worker[]> => {
      const list: Worker[] = [];
      for (let i = 0; i < count; i++) {
        const { user } = await f.createCandidate(direct.db);
        const lang = languages[i % 2]!;
        const agent = await signIn(t, user.email, { lang });
        const cookie = agent.cookieNames.find((name) => name.endsWith('session_token'))!;
        const token = decodeURIComponent(agent.cookie(cookie)!).split('.')[0]!;
        list.push({ userId: user.id, agent, lang, token });
      }
      return list;
    };
    const applicants = await workers(16);
    const savers = await workers(8);

    const counts: Record<number, number> = {};
    const unexpected: string[] = [];
    const acknowledgedApplications: { candidateId: string; listingId: string }[] = [];
    const appliedEarlier: { candidateId: string; listingId: string }[] = [];
    const acknowledgedSaves = new Map<string, { keys: string[]; lastBio: string }>();

    // Set when the test ends early: the clients stop retrying.
    let stopped = false;
    /** Sends until the answer is final; a 503 is checked and retried after 100 ms. */
    async function untilFinal(worker: Worker, send: () => Promise<LightMyRequestResponse>) {
      let failedBefore = false;
      for (;;) {
        const res = await send();
        counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
        if (res.statusCode !== 503 || stopped) return { res, failedBefore };
        const error = res.json<{ error: { code: string; message: string } }>().error;
        if (error.code !== 'SERVICE_UNAVAILABLE' || error.message !== UNAVAILABLE[worker.lang])
          unexpected.push(`503 ${res.body}`);
        failedBefore = true;
        await sleep(100);
      }
    }

    const apply = async (worker: Worker) => {
      for (const listing of listings) {
        if (stopped) return;
        const { res, failedBefore } = await untilFinal(worker, () =>
          worker.agent.post(`/api/listings/${listing.id}/applications`, { coverLetter: 'I would love to train here.' }),
        );
        const pair = { candidateId: worker.userId, listingId: listing.id };
        if (res.statusCode === 201) acknowledgedApplications.push(pair);
        // An earlier attempt was stored, but its answer was lost: the retry is told, not stored again.
        else if (res.statusCode === 409 && failedBefore) appliedEarlier.push(pair);
        else unexpected.push(`apply ${res.statusCode} ${res.body}`);
        await sleep(300 + Math.random() * 300);
      }
    };
    const save = async (worker: Worker) => {
      const acknowledged = { keys: [] as string[], lastBio: '' };
      acknowledgedSaves.set(worker.userId, acknowledged);
      for (let i = 0; i < 6; i++) {
        if (stopped) return;
        const key = crypto.randomUUID();
        const bio = `Bio ${i}, not for the logs: ${crypto.randomUUID()}`;
        const { res } = await untilFinal(worker, () =>
          worker.agent.request({
            method: 'PUT',
            url: '/api/profile/personal',
            headers: { 'idempotency-key': key },
            payload: { fullName: 'Amina Candidate', dateOfBirth: BIRTH_DATE, location: 'Rabat', country: 'MA', bio },
          }),
        );
        if (res.statusCode === 200) {
          acknowledged.keys.push(key);
          acknowledged.lastBio = bio;
        } else unexpected.push(`save ${res.statusCode} ${res.body}`);
        await sleep(250 + Math.random() * 250);
      }
    };

    const load = Promise.all([...applicants.map(apply), ...savers.map(save)]);
    const stop = async () => {
      stopped = true;
      await proxy.restore();
      await load;
    };
    let afterCut: number;
    const afterTerminate: number[] = [];
    let terminated = 0;
    try {
      // (a) The network to the database is cut: every connection reset, new ones refused.
      await sleep(400);
      await proxy.cut();
      await sleep(700);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
      const whileAway = await probe();
      expect(whileAway.statusCode).toBe(503);
      await sleep(800);
      const back = performance.now();
      await proxy.restore();
      afterCut = await recoveryFrom(back);

      // (b) The server ends the app's backends, three times while writes are under way.
      for (let round = 0; round < 3; round++) {
        await sleep(300);
        const at = performance.now();
        terminated += await terminateAppBackends();
        afterTerminate.push(await recoveryFrom(at));
      }
      await load;
    } finally {
      await stop();
    }

    console.log(
      `[faults] recovery after the cut: ${afterCut} ms; after pg_terminate_backend: ${afterTerminate.join(', ')} ms ` +
        `(${terminated} backends ended); answers: ${JSON.stringify(counts)}; ` +
        `${acknowledgedApplications.length} applications acknowledged, ${appliedEarlier.length} stored without an answer`,
    );

    // The server stayed up and answered every request with a final answer or a clear 503.
    expect(crashes).toEqual([]);
    expect(unexpected).toEqual([]);
    expect(Object.keys(counts).map(Number).sort()).toEqual(expect.arrayContaining([200, 201, 503]));
    expect(Object.keys(counts).every((status) => ['200', '201', '409', '503'].includes(status))).toBe(true);
    expect(afterCut).toBeLessThanOrEqual(10_000);
    for (const ms of afterTerminate) expect(ms).toBeLessThanOrEqual(10_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // No connection was lost to the pool: each one went back or was dropped (10 lost ones would starve it).
    const pool = t.connection.pool!;
    expect({ checkedOut: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }).toEqual({
      checkedOut: 0,
      waiting: 0,
    });

    // Every application acknowledged (or stored before its answer was lost) is there once, with one history entry.
    const ids = applicants.map((worker) => worker.userId);
    const stored = await direct.db.select().from(applications).where(inArray(applications.candidateId, ids));
    const key = (pair: { candidateId: string; listingId: string }) => `${pair.candidateId}/${pair.listingId}`;
    expect(stored.map(key).sort()).toEqual([...acknowledgedApplications, ...appliedEarlier].map(key).sort());
    expect(acknowledgedApplications.length).toBeGreaterThan(0);
    const history = await direct.db
      .select()
      .from(applicationStatusHistory)
      .where(
        and(
          inArray(
            applicationStatusHistory.applicationId,
            stored.map((row) => row.id),
          ),
          eq(applicationStatusHistory.toStatus, 'pending'),
        ),
      );
    expect(history.map((row) => row.applicationId).sort()).toEqual(stored.map((row) => row.id).sort());

    // Every acknowledged profile save was applied once; the last one is what is stored.
    for (const worker of savers) {
      const acknowledged = acknowledgedSaves.get(worker.userId)!;
      expect(acknowledged.keys).toHaveLength(6);
      const [profile] = await direct.db
        .select()
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, worker.userId));
      expect(profile!.bio).toBe(acknowledged.lastBio);
      expect([...profile!.appliedSaveIds].sort()).toEqual([...acknowledged.keys].sort());
    }

    // The logs name the failure (SQL state or socket error) and never a statement's values.
    const logs = t.logs.join('\n');
    expect(logs).toContain('"database unavailable"');
    expect(logs).not.toContain('params:');
    expect(logs).not.toContain(BIRTH_DATE);
    expect(logs).not.toContain('not for the logs');
    for (const worker of [...applicants, ...savers]) expect(logs).not.toContain(worker.token);
  });
});
