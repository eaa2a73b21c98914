import client from 'prom-client';

/**
 * Prometheus metrics (issue 30, ADR 0026) in one registry per process: every app built in this
 * process (tests build several) counts into the same families, as one process serves one app in
 * production. Gauges read their sources at scrape time; each app adds its sources and removes them
 * when it closes. Served by http/metrics-routes.ts (a port of its own, or /api/metrics with a token).
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'azubi_process_' });

const PREFIX = 'azubi_';

export const httpRequests = new client.Counter({
  name: `${PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
export const httpDuration = new client.Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'HTTP request latency, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
export const rateLimitRefusals = new client.Counter({
  name: `${PREFIX}rate_limit_refusals_total`,
  help: 'Requests refused with 429 by a rate limit, by route pattern',
  labelNames: ['route'] as const,
  registers: [registry],
});
export const searchTimeouts = new client.Counter({
  name: `${PREFIX}search_statement_timeouts_total`,
  help: 'Searches cancelled by their statement timeout (503 QUERY_TOO_SLOW), by route pattern',
  labelNames: ['route'] as const,
  registers: [registry],
});
export const messagesSent = new client.Counter({
  name: `${PREFIX}messages_sent_total`,
  help: 'Conversation messages accepted (POST /api/conversations/:id/messages answered 2xx)',
  registers: [registry],
});
export const mails = new client.Counter({
  name: `${PREFIX}mails_total`,
  help: 'E-mails handed to the transport, by outcome (sent, failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
export const payments = new client.Counter({
  name: `${PREFIX}payments_total`,
  help: 'Payment events applied, by provider and outcome (paid, renewed, canceled, failed, ended, updated)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});
export const jobFailures = new client.Counter({
  name: `${PREFIX}job_failures_total`,
  help: 'Job attempts that failed, by job and whether retries were left',
  labelNames: ['job', 'final'] as const,
  registers: [registry],
});
export const dbQueryDuration = new client.Histogram({
  name: `${PREFIX}db_query_duration_seconds`,
  help: 'Database query time through the pool (PostgreSQL), by pool',
  labelNames: ['pool'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

type GaugeSource<L extends string> = () =>
  Promise<{ labels: Record<L, string>; value: number }[]> | { labels: Record<L, string>; value: number }[];

/** A gauge whose values come from the sources the running apps add (pools, sockets, queues). */
function sourcedGauge<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  const sources = new Set<GaugeSource<L>>();
  new client.Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      for (const source of sources) {
        try {
          for (const { labels, value } of await source()) this.set(labels as never, value);
        } catch {
          // A source that cannot answer (a database being closed) leaves its values out of this scrape.
        }
      }
    },
  });
  return {
    add(source: GaugeSource<L>) {
      sources.add(source);
      return () => sources.delete(source);
    },
  };
}

export const dbPoolConnections = sourcedGauge(
  `${PREFIX}db_pool_connections`,
  'Database pool connections by pool and state (total, idle, waiting)',
  ['pool', 'state'] as const,
);
export const socketsConnected = sourcedGauge(
  `${PREFIX}sockets_connected`,
  'Realtime sockets connected to this instance',
  [] as const,
);
export const jobQueueDepth = sourcedGauge(`${PREFIX}job_queue_depth`, 'Jobs waiting in the queue, by job', [
  'job',
] as const);
