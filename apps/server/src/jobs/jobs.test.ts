import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { appJobs, EVERY_MINUTE, everyMinutes, jobDepsOf } from './jobs';
import { createJobQueue, type JobQueue } from './queue';

/** The app's own jobs (jobs.ts) on the queue, with the app's deps, as main.ts starts them. */
describe("the app's jobs", () => {
  let t: TestApp;
  let queue: JobQueue;
  const clock = new TestClock(new Date('2030-01-07T03:17:05Z'));
  beforeAll(async () => {
    // Every minute, so that at 03:17 the three scheduled jobs are all due.
    t = await createTestApp({ env: { BILLING_SWEEP_MINUTES: '1' } });
    queue = createJobQueue(t.connection, { pollingIntervalSeconds: 0.5, boss: { clock } });
    await queue.start({ jobs: appJobs(t.config), deps: jobDepsOf(t.app), log: t.app.log });
  });
  afterAll(async () => {
    await queue.stop({ graceMs: 1000 });
    await t.close();
  });

  async function jobs() {
    const sql = `select name, state from pgboss.job where name not like '__pgboss%' order by name`;
    const result = t.connection.pglite ? await t.connection.pglite.query(sql) : await t.connection.pool!.query(sql);
    return result.rows as { name: string; state: string }[];
  }

  it('are scheduled, and each due one runs once with the deps', async () => {
    await vi.waitFor(
      async () => {
        await clock.tick(1000);
        expect(await jobs()).toEqual([
          { name: 'billing-sweep', state: 'completed' },
          { name: 'email-campaigns', state: 'completed' },
          { name: 'interview-sweep', state: 'completed' },
          { name: 'message-emails', state: 'completed' },
          { name: 'push-flush', state: 'completed' },
          { name: 'retention', state: 'completed' },
        ]);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(t.logs.join('\n')).toContain('retention run finished');
    expect(t.logs.join('\n')).not.toContain('job failed');
  });

  it('each have a name of their own', () => {
    const names = appJobs(t.config).map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('every n minutes as cron', () => {
  it('divides the hour below 60 minutes, then counts whole hours up to a day', () => {
    expect(everyMinutes(1)).toBe(EVERY_MINUTE);
    expect(everyMinutes(15)).toBe('*/15 * * * *');
    expect(everyMinutes(60)).toBe('0 */1 * * *');
    expect(everyMinutes(150)).toBe('0 */3 * * *');
    expect(everyMinutes(24 * 60)).toBe('0 0 * * *');
  });
});
