/**
 * One server instance for `npm run bench:chat` (chat.bench.ts starts two of these as child
 * processes): the real app (buildApp: HTTP API and socket.io with the Redis adapter) on a free port,
 * configured from the environment the benchmark passes. Tells the parent its port over IPC.
 *
 * The benchmark's users each send one message a second, twice the spec's 30 a minute (spec §9,
 * RATE_LIMITS.messageCreate): like createTestApp raises API_RATE_LIMIT, the message limit is raised
 * here so that it does not refuse half of the load being measured.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { RATE_LIMITS } from '../src/http/rate-limiter';

RATE_LIMITS.messageCreate.limit = 1_000_000;

/**
 * Issue 31: every SQL statement this instance sends, counted at the driver (node-postgres'
 * `Client#query`; pg_stat_statements needs `shared_preload_libraries`, which the shared server
 * does not load). The parent asks for the count over IPC (`stats`), and for a garbage collection
 * and the heap and resident memory after it (`gc`, with `--expose-gc`) to measure idle sockets.
 */
let statements = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: unknown,
  ...args: unknown[]
) {
  statements += 1;
  return query.apply(this, args);
};

const config = loadConfig();
if (config.database.kind !== 'postgres') throw new Error('bench chat-server: DATABASE_URL must name PostgreSQL');
const database = await connectDatabase(config.database);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'listening', port });
process.on('message', (message: { type: string }) => {
  if (message.type === 'stats') {
    process.send?.({ type: 'stats', statements, sockets: null });
  } else if (message.type === 'gc') {
    for (let i = 0; i < 3; i++) (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    process.send?.({ type: 'gc', rss: memory.rss, heapUsed: memory.heapUsed, external: memory.external });
  }
});

// BENCH_LOOP_DELAY=1: print this instance's event-loop delay every 5 s (where a stall comes from).
if (process.env.BENCH_LOOP_DELAY) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  setInterval(() => {
    const f = (n: number) => (n / 1e6).toFixed(0);
    console.error(
      `  [${port}] event loop delay p50 ${f(loop.percentile(50))} ms p99 ${f(loop.percentile(99))} ms max ${f(loop.max)} ms`,
    );
    loop.reset();
  }, 5000).unref();
}

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
