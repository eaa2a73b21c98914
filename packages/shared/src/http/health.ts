import { z } from '../zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    ok: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** One dependency's answer to the readiness check (`redis` is null without REDIS_URL). */
export const ReadinessCheckSchema = z.object({ ok: z.boolean(), latencyMs: z.number(), error: z.string().optional() });

/**
 * `GET /api/ready`: 200 `ready` when migrations are applied and the database, Redis (when configured)
 * and the file storage answer; 503 `not_ready` otherwise, and 503 `draining` from SIGTERM until exit.
 */
export const ReadyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  checks: z.object({
    migrations: ReadinessCheckSchema,
    database: ReadinessCheckSchema,
    redis: ReadinessCheckSchema.nullable(),
    storage: ReadinessCheckSchema,
  }),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
