import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import {
  checkRateLimit,
  createPostgresRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from './rate-limiter';

/** Redis runs with `npm run test:pg` (TEST_REDIS_URL, default redis://127.0.0.1:6379 there); PostgreSQL/PGlite always. */
const redisUrl = process.env.TEST_REDIS_URL;

let connection: DatabaseConnection;
let redis: Redis | undefined;
beforeAll(async () => {
  connection = await createTestDatabase();
  if (redisUrl) redis = new Redis(redisUrl);
});
afterAll(async () => {
  await connection.close();
  await redis?.quit();
});

const stores: [string, () => RateLimitStore][] = [
  ['database', () => createPostgresRateLimitStore(connection.db)],
  ...(redisUrl
    ? ([['redis', () => createRedisRateLimitStore(redis!, `test:${Date.now()}:`)]] as [string, () => RateLimitStore][])
    : []),
];

describe.each(stores)('rate limits in the %s', (_name, makeStore) => {
  it('count within the window and refuse past the limit', async () => {
    const store = makeStore();
    const rule = { name: `t${Math.random()}`, limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await checkRateLimit(store, rule, ['ip:1'])).allowed);
    expect(results).toEqual([true, true, true, false, false]);
    const refused = await checkRateLimit(store, rule, ['ip:1']);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.exceeded).toEqual(['ip:1']);
  });

  it('refuse when any subject is over, and keep subjects apart', async () => {
    const store = makeStore();
    const rule = { name: `t${Math.random()}`, limit: 1, windowMs: 60_000 };
    expect((await checkRateLimit(store, rule, ['ip:a', 'account:x'])).allowed).toBe(true);
    expect((await checkRateLimit(store, rule, ['ip:b', 'account:x'])).exceeded).toEqual(['account:x']);
    expect((await checkRateLimit(store, rule, ['ip:c', 'account:y'])).allowed).toBe(true);
  });

  it('start a new window when the old one has ended', async () => {
    const store = makeStore();
    const rule = { name: `t${Math.random()}`, limit: 1, windowMs: 300 };
    expect((await checkRateLimit(store, rule, ['ip:1'])).allowed).toBe(true);
    expect((await checkRateLimit(store, rule, ['ip:1'])).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await checkRateLimit(store, rule, ['ip:1'])).allowed).toBe(true);
  });

  it('count concurrent hits exactly', async () => {
    const store = makeStore();
    const key = `concurrent:${Math.random()}`;
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('a token bucket lets a burst through at once, then one per interval, and tells when the next comes', async () => {
    const store = makeStore();
    const key = `bucket:${Math.random()}`;
    const bucket = { intervalMs: 200, burst: 5 };
    const now = 1_800_000_000_000;
    const burst = await Promise.all(Array.from({ length: 7 }, () => store.take(key, bucket, now)));
    expect(burst.filter((take) => take.allowed)).toHaveLength(5);
    const refused = burst.find((take) => !take.allowed)!;
    expect(refused.retryAfterMs).toBe(200);
    expect((await store.take(key, bucket, now + 199)).allowed).toBe(false);
    expect((await store.take(key, bucket, now + 200)).allowed).toBe(true);
    expect((await store.take(key, bucket, now + 200)).allowed).toBe(false);
    // A long pause fills the bucket up to the burst, not beyond.
    const later = now + 60_000;
    const afterPause = [];
    for (let i = 0; i < 6; i++) afterPause.push((await store.take(key, bucket, later)).allowed);
    expect(afterPause).toEqual([true, true, true, true, true, false]);
    // A clock moved back (tests, the e2e clock) starts afresh instead of refusing for a minute.
    expect((await store.take(key, bucket, now)).allowed).toBe(true);
  });

  it('forget a key on reset', async () => {
    const store = makeStore();
    const key = `reset:${Math.random()}`;
    await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    await store.reset(key);
    expect((await store.hit(key, 60_000)).count).toBe(1);
  });
});
