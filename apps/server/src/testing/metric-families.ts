import { expect } from 'vitest';

/** The metric families docs/operations.md names (issue 30, ADR 0026), each present after some traffic. */
export const METRIC_FAMILIES = [
  'azubi_http_requests_total',
  'azubi_http_request_duration_seconds',
  'azubi_db_pool_connections',
  'azubi_db_query_duration_seconds',
  'azubi_job_queue_depth',
  'azubi_job_failures_total',
  'azubi_sockets_connected',
  'azubi_messages_sent_total',
  'azubi_mails_total',
  'azubi_payments_total',
  'azubi_rate_limit_refusals_total',
  'azubi_search_statement_timeouts_total',
] as const;

/** The process's own families (prom-client's defaults under our prefix), on a started instance. */
export const PROCESS_METRIC_FAMILIES = [
  'azubi_process_process_cpu_seconds_total',
  'azubi_process_nodejs_eventloop_lag_p99_seconds',
] as const;

/** A scrape declares each family (`# TYPE <family> …`); a missing one fails, named. */
export function expectMetricFamilies(text: string, families: readonly string[] = METRIC_FAMILIES): void {
  for (const family of families) expect(text, family).toContain(`# TYPE ${family} `);
}
