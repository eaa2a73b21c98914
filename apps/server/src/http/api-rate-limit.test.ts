import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { clock } from '../clock';
import * as f from '../db/factories';
import { signIn } from '../testing/sign-in';
import { TestAgent } from '../testing/test-agent';
import { createTestApp, type TestApp } from '../testing/test-app';
import { WorkQueue } from './work-queue';

/** Spec §9 "api 100 per minute", and the tighter limits of expensive work (issue 12). */
let t: TestApp;
let n = 0;
const email = () => `limits${++n}-${Date.now().toString(36)}@example.org`;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT: '100' } });
});
afterAll(() => t.close());

/** The reads one page of the candidate's area asks for as it starts (header, badges, the page itself). */
const PAGE_READS = [
  '/api/me',
  '/api/notifications',
  '/api/conversations/unread-count',
  '/api/conversations',
  '/api/profile',
  '/api/profile/progress',
  '/api/my/applications',
  '/api/training-search-profiles',
  '/api/notification-settings',
  '/api/site/imprint',
];

describe('safe reads (docs/decisions/README.md "Rate limits for reading")', () => {
  // The bucket's time stands still unless the test moves it, however long the requests take.
  const start = Date.now();
  let offset = 0;
  const at = (ms: number) => {
    offset = ms;
  };
  beforeEach(() => {
    offset = 0;
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(start + offset));
  });
  afterEach(() => vi.restoreAllMocks());

  it('14 full page loads in 30 seconds (a dozen reads each) all pass for a signed-in candidate', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    const agent = await signIn(t, user, { ip: '203.0.113.40' });
    const statuses: number[] = [];
    for (let load = 0; load < 14; load++) {
      at(Math.round((load * 30_000) / 14));
      for (const url of PAGE_READS) statuses.push((await agent.get(url)).statusCode);
    }
    expect(statuses).toHaveLength(140);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);

  it('a burst of 60 at once, then the bucket refills at 300 a minute; refused in the reader’s language', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await t.app.inject({ url: '/api/site/imprint', remoteAddress: '203.0.113.10' })).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (const [lang, message] of [
      ['en', 'Too many requests. Please try again later.'],
      ['de', 'Zu viele Anfragen. Bitte versuche es später erneut.'],
    ] as const) {
      const over = await t.app.inject({
        url: '/api/site/imprint',
        remoteAddress: '203.0.113.10',
        headers: { 'accept-language': lang },
      });
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toEqual({ code: 'RATE_LIMITED', message });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address is not affected, and health checks are never limited.
    expect((await t.app.inject({ url: '/api/site/imprint', remoteAddress: '203.0.113.11' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health', remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
    // Pages and assets are not API requests.
    expect((await t.app.inject({ url: '/robots.txt', remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
    // Two seconds later, ten more (300 a minute), and not eleven.
    at(2_000);
    const later: number[] = [];
    for (let i = 0; i < 11; i++)
      later.push((await t.app.inject({ url: '/api/site/imprint', remoteAddress: '203.0.113.10' })).statusCode);
    expect(later).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

describe('writes and expensive reads: 100 a minute', () => {
  it('a signed-in user counts as one, whatever address they come from, and a second instance counts with the first', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    // Signing in and the CSRF token are asked for signed out: they count for the address.
    const home = await signIn(t, user, { ip: '203.0.113.20' });
    const second = await buildApp({ config: t.config, database: t.connection });
    await second.ready();
    try {
      const mobile = new TestAgent(second, { ip: '203.0.113.21' });
      for (const name of home.cookieNames) mobile['cookies'].set(name, home.cookie(name)!);
      let ok = 0;
      let refused = 0;
      for (let i = 0; i < 120; i++) {
        // Writes and searches count together.
        const res =
          i % 3 === 2
            ? await (i % 2 ? mobile : home).get('/api/listings?q=pflege')
            : await (i % 2 ? mobile : home).request({
                method: 'PUT',
                url: '/api/me/timezone',
                payload: { timezone: 'Asia/Kolkata' },
              });
        if (res.statusCode === 200) ok++;
        else if (res.statusCode === 429) refused++;
      }
      expect(ok).toBe(100);
      expect(refused).toBe(20);
      // Reading their own pages still works: the reads have their own bucket.
      expect((await home.get('/api/notifications')).statusCode).toBe(200);
      // Someone else on the same address is their own account.
      const { user: other } = await f.createCandidate(t.db, { user: { email: email() } });
      const neighbour = await signIn(t, other, { ip: '203.0.113.20' });
      expect(
        (await neighbour.request({ method: 'PUT', url: '/api/me/timezone', payload: { timezone: 'Europe/Berlin' } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('expensive work', () => {
  it('a candidate renders the CV 10 times in 10 minutes; more at once are refused, not queued', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    const agent = await signIn(t, user, { lang: 'de', ip: '203.0.113.30' });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => agent.get('/api/profile/cv.pdf?template=modern')),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const refused = results.find((res) => res.statusCode === 429)!;
    expect(refused.json().error.message).toBe(
      'Du hast deinen Lebenslauf in den letzten 10 Minuten 10-mal erstellt. Bitte versuche es in ein paar Minuten erneut.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a user exports their data 3 times an hour', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    const agent = await signIn(t, user, { ip: '203.0.113.31' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await agent.get('/api/privacy/export')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await agent.get('/api/privacy/export')).json().error.message).toBe(
      'You have exported your data 3 times in the last hour. Please try again later.',
    );
  });
});

describe('WorkQueue', () => {
  it('runs at most `concurrency` at once, lets `maxWaiting` wait, and refuses more with 503 busy', async () => {
    const queue = new WorkQueue('test', 2, 1);
    const gates: (() => void)[] = [];
    const started: number[] = [];
    const task = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        gates.push(() => resolve(id));
      });
    const first = queue.run(task(1));
    const second = queue.run(task(2));
    const third = queue.run(task(3));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    expect([queue.running, queue.queued]).toEqual([2, 1]);
    await expect(queue.run(task(4))).rejects.toMatchObject({ statusCode: 503, messageKey: 'errors.busy' });
    gates[0]!();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    gates[1]!();
    gates[2]!();
    expect(await Promise.all([second, third])).toEqual([2, 3]);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });
});
