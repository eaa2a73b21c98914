import { jobFailures } from '../observability/metrics';
import { fromPglite, PgBoss, type ConstructorOptions, type JobWithMetadata, type Queue } from 'pg-boss';
import type { DatabaseConnection } from '../db/client';

/** Where the queue writes what happens to its jobs (the app's logger). */
export type JobLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** The attempt a handler runs: pg-boss's job id and how many attempts came before it. */
export type JobAttempt = { id: string; retryCount: number; retryLimit: number };

/**
 * One kind of job (jobs/jobs.ts lists them all). `cron` runs it on a schedule shared by every
 * instance: each occurrence becomes one job, handled by one instance. Without `cron` the job runs
 * when something sends it (`JobQueue.send`).
 */
export type JobDefinition<Deps> = {
  name: string;
  /** A cron expression in UTC, minute granularity ('*\/5 * * * *'), or null for a job that is only sent. */
  cron: string | null;
  /**
   * An occurrence nobody ran because no instance was up: 'skip' (the default) or 'once' (one run
   * for the latest missed occurrence, soon after the next start).
   */
  missed?: 'skip' | 'once';
  /** pg-boss's queue options: retries (`retryLimit`, `retryDelay` s, `retryBackoff`), expiry, policy. */
  queue?: Omit<Queue, 'name'>;
  /**
   * How many of this job run at once in each instance (pg-boss's `localConcurrency`; default 1;
   * on PostgreSQL only, PGlite runs one): a job that waits on another service (a push service)
   * runs side by side, so one slow call holds up no other.
   */
  concurrency?: number;
  /** The work. A throw fails this attempt; pg-boss retries it as `queue` says. */
  run(deps: Deps, data: unknown, attempt: JobAttempt): Promise<unknown>;
};

export interface JobQueue {
  readonly backend: 'pglite' | 'postgres';
  /**
   * Starts pg-boss (creating or migrating its schema `pgboss` on first use), creates each job's
   * queue, sets each cron schedule (removing schedules of jobs no longer listed) and starts a
   * worker per job. Call once.
   */
  start<Deps>(options: { jobs: readonly JobDefinition<Deps>[]; deps: Deps; log: JobLog }): Promise<void>;
  /** Queues one job; resolves with its id once it is stored. Rejects when the queue is not running. */
  send(name: string, data: object, options?: { startAfterSeconds?: number }): Promise<string>;
  /** Stops taking work, lets running handlers finish (up to `graceMs`), then stops pg-boss. */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Jobs waiting (queued or deferred) per job name, for the metrics; empty until started. */
  depths(): Promise<{ job: string; waiting: number }[]>;
}

export type JobQueueOptions = {
  /** How often each worker asks for work, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Further pg-boss constructor options, as they are (tests: a TestClock, shorter intervals). */
  boss?: Partial<ConstructorOptions>;
};

const DEAD_LETTER_RETENTION_SECONDS = 14 * 24 * 60 * 60;

/** Workers ask for work every 5 s: the jobs are minute sweeps and retries measured in tens of seconds. */
const DEFAULT_POLLING_SECONDS = 5;

/**
 * The job queue on the app's own database: pg-boss (docs/decisions/README.md "Jobs"). On PostgreSQL pg-boss
 * opens its own small pool to the same database (it needs a session of its own for advisory
 * locks); on PGlite it runs its SQL through the app's PGlite instance with pg-boss's own PGlite
 * adapter (`fromPglite`: statements with parameters go to `query`, parameterless and possibly
 * multi-statement SQL to `exec`, and a failed statement is followed by a ROLLBACK so that PGlite's
 * one session is never left in an aborted transaction). Creating it does no I/O; `start` does.
 */
export function createJobQueue(database: DatabaseConnection, options: JobQueueOptions = {}): JobQueue {
  const polling = options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS;
  const boss = new PgBoss({ ...connectionOf(database), application_name: 'azubi-jobs', ...options.boss });
  let state: 'new' | 'starting' | 'running' | 'stopped' = 'new';
  let log: JobLog | null = null;
  // pg-boss reports failures of its own loops (maintenance, cron, polling) as events.
  boss.on('error', (err) => log?.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log?.warn({ warning }, 'job queue warning'));

  return {
    backend: database.driver,
    async start({ jobs, deps, log: jobLog }) {
      if (state !== 'new') throw new Error(`the job queue was already ${state}`);
      state = 'starting';
      log = jobLog;
      await boss.start();
      // stop() while starting (a signal during start-up) ends the start here and there.
      const stopped = () => (state as string) === 'stopped';
      const scheduled = new Set(jobs.filter((job) => job.cron).map((job) => job.name));
      for (const job of jobs) {
        if (stopped()) return;
        // A dead letter queue has no worker: it keeps what failed for good (14 days) to be redriven.
        if (job.queue?.deadLetter)
          await boss.createQueue(job.queue.deadLetter, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
        await boss.createQueue(job.name, job.queue);
        // createQueue leaves an existing queue as it was: carry changed retry settings over.
        if (job.queue) await boss.updateQueue(job.name, withoutCreateOnly(job.queue));
      }
      // A job taken off the registry, or off its schedule, stops being scheduled.
      for (const schedule of await boss.getSchedules())
        if (!scheduled.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
      for (const job of jobs) {
        if (stopped()) return;
        if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'UTC', missed: job.missed ?? 'skip' });
        await boss.work(
          job.name,
          {
            pollingIntervalSeconds: polling,
            includeMetadata: true,
            // PGlite has one session: side-by-side workers would only queue up on it (and starve the cron).
            localConcurrency: database.driver === 'pglite' ? 1 : (job.concurrency ?? 1),
          },
          async ([found]: JobWithMetadata<object>[]) => {
            if (!found) return;
            const attempt = { id: found.id, retryCount: found.retryCount, retryLimit: found.retryLimit };
            try {
              return await job.run(deps, found.data, attempt);
            } catch (err) {
              const final = attempt.retryCount >= attempt.retryLimit;
              jobFailures.inc({ job: job.name, final: String(final) });
              const details = { err, job: job.name, jobId: attempt.id, attempt: attempt.retryCount + 1, final };
              if (final) jobLog.error(details, 'job failed, no retries left');
              else jobLog.warn(details, 'job failed, will be retried');
              throw err;
            }
          },
        );
      }
      if (!stopped()) state = 'running';
    },
    async send(name, data, { startAfterSeconds } = {}) {
      if (state !== 'running') throw new Error('the job queue is not running');
      const id = await boss.send(name, data, startAfterSeconds ? { startAfter: startAfterSeconds } : {});
      if (!id) throw new Error(`the job '${name}' was not queued`);
      return id;
    },
    async depths() {
      if (state !== 'running') return [];
      const queues = await boss.getQueues();
      return queues.map((queue) => ({ job: queue.name, waiting: queue.queuedCount + queue.deferredCount }));
    },
    async stop({ graceMs = 5_000 } = {}) {
      if (state === 'new' || state === 'stopped') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      // Graceful: running handlers finish (or are failed after the grace, to be retried later).
      await boss.stop({ graceful: true, timeout: graceMs });
    },
  };
}

function connectionOf(database: DatabaseConnection): Partial<ConstructorOptions> {
  // PGlite's own query() and exec() wait for a transaction the app has open, so pg-boss's
  // statements never run inside one of the app's transactions.
  if (database.pglite) return { db: fromPglite(database.pglite), backend: 'pglite' };
  const connectionString = database.pool?.options.connectionString;
  if (!connectionString) throw new Error('the job queue needs the database connection string');
  return { connectionString, max: 3 };
}

/** updateQueue takes the queue's settings except those fixed at creation. */
function withoutCreateOnly(queue: Omit<Queue, 'name'>) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { policy, partition, deadLetter, retryDelayMax, heartbeatSeconds, ...rest } = queue;
  return rest;
}
