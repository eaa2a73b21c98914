import type { HealthResponse } from '@azubi/shared/http/health';
import type { DatabaseConnection } from '../../db/client';

const startedAt = Date.now();

/** Reports whether the service and its database answer. */
export async function checkHealth({
  database,
  version,
}: {
  database: DatabaseConnection;
  version: string;
}): Promise<HealthResponse> {
  const started = performance.now();
  const ok = await database.ping();
  return {
    status: ok ? 'ok' : 'degraded',
    database: { ok, driver: database.driver, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
