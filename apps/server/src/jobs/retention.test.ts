import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as f from '../db/factories';
import { listings, listingSearchWords } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { RETENTION_INTERVAL_MS, runRetention, scheduleRetention } from './retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('the daily retention schedule', () => {
  it('runs after the first delay, then every 24 hours, and not after it is stopped', async () => {
    vi.useFakeTimers();
    const runs: unknown[] = [];
    const log = { ...t.app.log, info: (details: unknown) => runs.push(details), error: vi.fn() };
    const stop = scheduleRetention({ db: t.db, storage: t.app.storage, log: log as never }, { firstRunAfterMs: 1000 });

    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    expect(runs[0]).toEqual({
      job: 'retention',
      audio: 0,
      searchWords: expect.any(Number),
      translations: expect.any(Number),
      messages: 0,
    });

    await vi.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS);
    await vi.waitFor(() => expect(runs).toHaveLength(2));

    stop();
    await vi.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS * 2);
    expect(runs).toHaveLength(2);
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('search words of listings that are gone', () => {
  it('are pruned by the retention run; words still in use stay', async () => {
    const { company } = await f.createEmployer(t.db);
    const gone = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Zuckerbäckerin Quarzsand' });
    await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Zuckerbäckerin Mandelkern' });
    const words = async () =>
      (
        await t.db
          .select()
          .from(listingSearchWords)
          .where(sql`word in ('quarzsand', 'mandelkern', 'zuckerbackerin')`)
      )
        .map((row) => row.word)
        .sort();
    const before = await words();
    expect(before).toContain('quarzsand');
    await t.db.delete(listings).where(eq(listings.id, gone.id));
    const result = await runRetention({ db: t.db, storage: t.app.storage, log: t.app.log });
    expect(result.searchWords).toBeGreaterThanOrEqual(1);
    const after = await words();
    expect(after).not.toContain('quarzsand');
    expect(after).toContain('mandelkern');
    expect(after).toEqual(before.filter((word) => word !== 'quarzsand'));
  });
});
