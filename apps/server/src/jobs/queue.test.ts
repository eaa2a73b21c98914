import { TestClock } from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseConnection } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import { EVERY_MINUTE } from './jobs';
import { createJobQueue, type JobDefinition, type JobLog, type JobQueue } from './queue';

/**
 * The job queue on this run's database (PGlite, or PostgreSQL with `npm run test:pg`), with two
 * instances on one database as two app instances would be: a scheduled job runs once per
 * occurrence and a sent job is handled once, by either instance; a failing handler is retried.
 */
let connection: DatabaseConnection;
let queues: JobQueue[] = [];
const logged: { level: string; object: object; message: string }[] = [];
const log: JobLog = {
  info: (object, message) => logged.push({ level: 'info', object, message }),
  warn: (object, message) => logged.push({ level: 'warn', object, message }),
  error: (object, message) => logged.push({ level: 'error', object, message }),
};

beforeEach(async () => {
  connection = await createTestDatabase();
  logged.length = 0;
});
afterEach(async () => {
  await Promise.all(queues.map((queue) => queue.stop({ graceMs: 1000 })));
  queues = [];
  await connection.close();
});

function queue(options: Parameters<typeof createJobQueue>[1] = {}) {
  const created = createJobQueue(connection, { pollingIntervalSeconds: 0.5, ...options });
  queues.push(created);
  return created;
}

type Run = { instance: string; jobId: string; retryCount: number; data: unknown };

/** Starts `count` instances with the same jobs; each handler records its runs with the instance's name. */
async function startInstances(count: number, jobs: (instance: string) => JobDefinition<null>[], options = {}) {
  const instances = Array.from({ length: count }, () => queue(options));
  for (const [i, instance] of instances.entries()) await instance.start({ jobs: jobs(`#${i + 1}`), deps: null, log });
  return instances;
}

async function jobState(name: string): Promise<{ state: string; retryCount: number }[]> {
  const sql = `select state, retry_count as "retryCount" from pgboss.job where name = $1 order by created_on`;
  if (connection.pglite)
    return (await connection.pglite.query<{ state: string; retryCount: number }>(sql, [name])).rows;
  return (await connection.pool!.query<{ state: string; retryCount: number }>(sql, [name])).rows;
}

describe('two instances on one database', () => {
  it('run a job scheduled every minute once per minute, not once per instance', async () => {
    // pg-boss's own test clock: both instances and the database read the same time, moved by hand.
    const clock = new TestClock(new Date('2030-01-07T10:00:20Z'));
    const runs: Run[] = [];
    const tick: (instance: string) => JobDefinition<null>[] = (instance) => [
      {
        name: 'tick',
        cron: EVERY_MINUTE,
        run: async (_deps, data, attempt) => {
          runs.push({ instance, jobId: attempt.id, retryCount: attempt.retryCount, data });
        },
      },
    ];
    await startInstances(2, tick, { boss: { clock, cronMonitorIntervalSeconds: 30, cronWorkerIntervalSeconds: 1 } });

    // Five minutes, in steps of 10 s (each step runs the timers due in it: cron passes, polls), then
    // on in steps of 1 s until the handlers have caught up, staying before 10:06.
    for (let step = 0; step < 30; step++) await clock.tick(10_000);
    const before = new Date('2030-01-07T10:05:58Z').getTime();
    await vi.waitFor(
      async () => {
        if (clock.now() < before) await clock.tick(1_000);
        expect(runs.length).toBeGreaterThanOrEqual(6);
      },
      { timeout: 20_000, interval: 50 },
    );

    // 10:00 (due at start) to 10:05: six occurrences, each run once.
    expect(runs).toHaveLength(6);
    expect(new Set(runs.map((run) => run.jobId)).size).toBe(6);
    expect(runs.every((run) => run.retryCount === 0)).toBe(true);
    expect(await jobState('tick')).toHaveLength(6);
  });

  it('handle each sent job once, whichever instance takes it', async () => {
    const runs: Run[] = [];
    const work: (instance: string) => JobDefinition<null>[] = (instance) => [
      {
        name: 'work',
        cron: null,
        run: async (_deps, data, attempt) => {
          runs.push({ instance, jobId: attempt.id, retryCount: attempt.retryCount, data });
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      },
    ];
    const [first, second] = await startInstances(2, work);
    const sent = [];
    for (let i = 0; i < 10; i++) sent.push(await (i % 2 ? first! : second!).send('work', { n: i }));

    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(10), { timeout: 20_000, interval: 100 });
    // A little longer: a second delivery of any job would show up now.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(runs).toHaveLength(10);
    expect(new Set(runs.map((run) => run.jobId))).toEqual(new Set(sent));
    expect(runs.map((run) => (run.data as { n: number }).n).sort((a, b) => a - b)).toEqual([...Array(10).keys()]);
    expect((await jobState('work')).every((job) => job.state === 'completed')).toBe(true);
  });
});

describe('a job whose handler throws', () => {
  it('is retried as its queue says, and completes when an attempt succeeds', async () => {
    const runs: Run[] = [];
    const [instance] = await startInstances(1, () => [
      {
        name: 'flaky',
        cron: null,
        queue: { retryLimit: 3, retryDelay: 1 },
        run: async (_deps, data, attempt) => {
          runs.push({ instance: '#1', jobId: attempt.id, retryCount: attempt.retryCount, data });
          if (attempt.retryCount < 2) throw new Error(`attempt ${attempt.retryCount + 1} failed`);
        },
      },
    ]);
    const id = await instance!.send('flaky', { hello: 'world' });

    await vi.waitFor(async () => expect(await jobState('flaky')).toEqual([{ state: 'completed', retryCount: 2 }]), {
      timeout: 15_000,
      interval: 200,
    });
    expect(runs.map((run) => [run.jobId, run.retryCount, run.data])).toEqual([
      [id, 0, { hello: 'world' }],
      [id, 1, { hello: 'world' }],
      [id, 2, { hello: 'world' }],
    ]);
    const failures = logged.filter((line) => line.message === 'job failed, will be retried');
    expect(failures.map((line) => line.object)).toMatchObject([
      { job: 'flaky', jobId: id, attempt: 1, final: false },
      { job: 'flaky', jobId: id, attempt: 2, final: false },
    ]);
  });

  it('without retries left is failed, logged as final and kept in its dead letter queue', async () => {
    const [instance] = await startInstances(1, () => [
      {
        name: 'broken',
        cron: null,
        queue: { retryLimit: 0, deadLetter: 'broken-failed' },
        run: async () => {
          throw new Error('always');
        },
      },
    ]);
    const id = await instance!.send('broken', { keep: 'me' });
    await vi.waitFor(async () => expect(await jobState('broken')).toEqual([{ state: 'failed', retryCount: 0 }]), {
      timeout: 10_000,
      interval: 200,
    });
    expect(logged.find((line) => line.message === 'job failed, no retries left')?.object).toMatchObject({
      job: 'broken',
      jobId: id,
      final: true,
    });
    const sql = `select data, state from pgboss.job where name = 'broken-failed'`;
    const kept = connection.pglite ? await connection.pglite.query(sql) : await connection.pool!.query(sql);
    expect(kept.rows).toEqual([{ data: { keep: 'me' }, state: 'created' }]);
  });
});

describe('the queue', () => {
  it('refuses jobs before it is started and after it is stopped', async () => {
    const created = queue();
    await expect(created.send('work', {})).rejects.toThrow('not running');
    await created.start({ jobs: [{ name: 'work', cron: null, run: async () => undefined }], deps: null, log });
    await created.stop();
    await expect(created.send('work', {})).rejects.toThrow('not running');
  });

  it('drops the schedule of a job that is no longer scheduled', async () => {
    const first = queue();
    await first.start({
      jobs: [{ name: 'nightly', cron: '0 2 * * *', run: async () => undefined }],
      deps: null,
      log,
    });
    await first.stop();
    const second = queue();
    await second.start({ jobs: [{ name: 'nightly', cron: null, run: async () => undefined }], deps: null, log });
    const sql = 'select name from pgboss.schedule';
    const rows = connection.pglite
      ? (await connection.pglite.query(sql)).rows
      : (await connection.pool!.query(sql)).rows;
    expect(rows).toEqual([]);
  });
});
