import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '../db/client';
import { AppError } from '../http/app-error';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import {
  dbPoolConnections,
  dbQueryDuration,
  httpDuration,
  httpRequests,
  jobQueueDepth,
  mails,
  messagesSent,
  rateLimitRefusals,
  registry,
  searchTimeouts,
  socketsConnected,
} from './metrics';

/** The route whose 2xx answers are sent messages (features/messaging). */
const SEND_MESSAGE_ROUTE = '/api/conversations/:id/messages';

/**
 * Counts every answer by its route pattern (never the raw URL: ids would make a family per
 * request; unknown paths count as `unmatched`), and adds this app's pool, sockets and queue to the
 * gauges until it closes.
 */
export function installMetrics(
  app: FastifyInstance,
  sources: { database: DatabaseConnection; socketsCount: () => number; jobQueue: JobQueue | null },
): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimitRefusals.inc({ route });
    if (request.method === 'POST' && route === SEND_MESSAGE_ROUTE && reply.statusCode < 300) messagesSent.inc();
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof AppError && error.code === 'QUERY_TOO_SLOW')
      searchTimeouts.inc({ route: request.routeOptions.url ?? 'unmatched' });
  });

  const removers: (() => void)[] = [];
  const pool = sources.database.pool;
  if (pool) {
    removers.push(
      dbPoolConnections.add(() => [
        { labels: { pool: 'primary', state: 'total' }, value: pool.totalCount },
        { labels: { pool: 'primary', state: 'idle' }, value: pool.idleCount },
        { labels: { pool: 'primary', state: 'waiting' }, value: pool.waitingCount },
      ]),
    );
    // Queries through the pool (drizzle's outside transactions) are timed; the original is put back on close.
    const original = pool.query;
    pool.query = function timedQuery(this: unknown, ...args: unknown[]) {
      const end = dbQueryDuration.startTimer({ pool: 'primary' });
      const result = (original as (...a: unknown[]) => unknown).apply(pool, args);
      if (result instanceof Promise) void result.finally(end).catch(() => {});
      else end();
      return result;
    } as typeof pool.query;
    removers.push(() => {
      pool.query = original;
    });
  }
  removers.push(socketsConnected.add(() => [{ labels: {}, value: sources.socketsCount() }]));
  const queue = sources.jobQueue;
  if (queue)
    removers.push(
      jobQueueDepth.add(async () =>
        (await queue.depths()).map(({ job, waiting }) => ({ labels: { job }, value: waiting })),
      ),
    );
  app.addHook('onClose', async () => {
    for (const remove of removers) remove();
  });
}

/** Counts each mail handed to the transport as sent or failed. */
export function countingMailer(mailer: Mailer): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        await mailer.send(message);
        mails.inc({ outcome: 'sent' });
      } catch (error) {
        mails.inc({ outcome: 'failed' });
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}

const tokenMatches = (header: string | undefined, token: string) => {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * `GET /api/metrics` (registered only with METRICS_TOKEN; 404 without it). Who may call: a scraper
 * presenting `Authorization: Bearer <METRICS_TOKEN>`; anyone else, signed in or not, gets 401.
 */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const token = app.config.metrics?.token;
  if (!token) return;
  app.get(
    '/metrics',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getMetrics',
        tags: ['system'],
        summary: 'Prometheus metrics (bearer METRICS_TOKEN)',
        hide: false,
      },
    },
    async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, token)) throw AppError.unauthenticated();
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
}

/** METRICS_PORT: the metrics on a port of their own (default host 127.0.0.1), at `/metrics`. */
export async function startMetricsServer(options: { port: number; host: string; token: string | null }) {
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end('Not found');
        return;
      }
      if (options.token && !tokenMatches(request.headers.authorization, options.token)) {
        response.writeHead(401).end('Unauthorized');
        return;
      }
      response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      response.end(await registry.metrics());
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
