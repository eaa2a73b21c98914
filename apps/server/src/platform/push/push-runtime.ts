import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';

/**
 * How pushes leave this process, per database (the app registers it in app.ts): through the job
 * queue when one runs (one `push-send` job per device, retried with backoff), else at once with a
 * single attempt each (tests and tools without a queue). Kept beside the database so that every
 * `notify` call site reaches it without each passing another dependency.
 */
export type PushRuntime = {
  queue: Pick<JobQueue, 'send'> | null;
  log: FastifyBaseLogger;
  /** The https agent for push services (tests and the benchmark: one trusting the local service's certificate). */
  agent?: Agent;
};

const runtimes = new WeakMap<Database, PushRuntime>();

export function registerPushRuntime(db: Database, runtime: PushRuntime) {
  runtimes.set(db, runtime);
}

export const pushRuntimeOf = (db: Database): PushRuntime | null => runtimes.get(db) ?? null;
