/**
 * Loaded before the app (`node --import ./apps/server/dist/instrument.js apps/server/dist/main.js`,
 * as `npm run serve` does): starts OpenTelemetry tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set
 * (observability/tracing.ts, ADR 0031) and does nothing otherwise. It must run before the app's
 * modules load: the instrumentations patch pg, ioredis and fastify as they are imported (the ESM
 * loader hook of @opentelemetry/instrumentation for the ESM imports of the bundle).
 */
import { register } from 'node:module';
import { startTracing, tracingEnabled } from './observability/tracing';
import { TRACING_SDK } from './observability/trace-context';

// The SDK's own standard variables (OTEL_*), read before the app's configuration loads: the one
// place outside config.ts that reads the environment (the SDK reads it too).
// eslint-disable-next-line no-restricted-properties
const env = process.env;
if (tracingEnabled(env)) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: ['pg', 'pg-pool', 'ioredis'] },
  });
  (globalThis as Record<symbol, unknown>)[TRACING_SDK] = await startTracing(env);
}
