/**
 * OpenTelemetry traces (issue 30, ADR 0031), off unless the standard `OTEL_EXPORTER_OTLP_ENDPOINT`
 * (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, and never with `OTEL_SDK_DISABLED=true`. The
 * official Node SDK with its OTLP/HTTP (JSON) exporter and the HTTP, Fastify (`@fastify/otel`), pg
 * and ioredis instrumentations; the SDK reads the other standard variables itself
 * (`OTEL_SERVICE_NAME`, `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_TRACES_SAMPLER`, …).
 *
 * Started by `instrument.ts`, which runs before the app's modules load (`node --import`), so the
 * instrumentations see pg, ioredis and fastify as they are imported.
 */
import type { NodeSDK } from '@opentelemetry/sdk-node';

export function tracingEnabled(env: Record<string, string | undefined>): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Starts the SDK; returns it for shutdown (which flushes the spans not yet exported). */
export async function startTracing(env: Record<string, string | undefined>): Promise<NodeSDK> {
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, ioredis, fastify] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@fastify/otel'),
    ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'azubi-connect',
    // OTLP over HTTP with JSON bodies, to `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`.
    traceExporter: new OTLPTraceExporter(),
    // Only what is configured here: no metrics or logs exporters (metrics are Prometheus, ADR 0026).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // The balancer's checks and Prometheus' scrapes would be most of the traces.
        ignoreIncomingRequestHook: (request) => /^\/(api\/)?(ready|health|metrics)\b/.test(request.url ?? ''),
      }),
      new fastify.FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Statements and commands inside a traced request only: pg-boss polls its queues every few
      // seconds, and each poll would otherwise be a trace of its own.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
      new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return sdk;
}
