import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { RETENTION_INTERVAL_MS, scheduleRetention } from './retention';

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
    expect(runs[0]).toEqual({ job: 'retention', audio: 0 });

    await vi.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS);
    await vi.waitFor(() => expect(runs).toHaveLength(2));

    stop();
    await vi.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS * 2);
    expect(runs).toHaveLength(2);
    expect(log.error).not.toHaveBeenCalled();
  });
});
