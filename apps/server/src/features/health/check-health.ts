import type { HealthResponse } from '@azubi/shared/http/health';
import type { DatabaseConnection } from '../../db/client';

const startedAt = Date.now();

/**
 * A database that has not answered within this time counts as down: a load balancer's check
 * should not wait for the pool's own connection timeout, nor for a network that drops packets.
 */
export const HEALTH_PING_TIMEOUT_MS = 2_000;

/** Reports whether the service and its database answer. */
export async function checkHealth({
  database,
  version,
}: {
  database: DatabaseConnection;
  version: string;
}): Promise<HealthResponse> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const ok = await Promise.race([
    database.ping(),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), HEALTH_PING_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  return {
    status: ok ? 'ok' : 'degraded',
    database: { ok, driver: database.driver, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
