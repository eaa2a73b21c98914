import { trace } from '@opentelemetry/api';

/** Where instrument.ts leaves the running SDK (a separate bundle: a global, not module state). */
export const TRACING_SDK = Symbol.for('azubi.tracing-sdk');

/** Flushes and stops tracing at shutdown, when it runs. */
export async function stopTracing(): Promise<void> {
  const sdk = (globalThis as Record<symbol, { shutdown(): Promise<void> } | undefined>)[TRACING_SDK];
  if (sdk) await sdk.shutdown().catch(() => undefined);
}

/**
 * pino's mixin: every log line written while a span is active carries its ids, so a log line
 * leads to its trace (`trace_id`, `span_id`, `trace_flags`, the names OpenTelemetry's log data
 * model uses). Without tracing there is no active span and nothing is added.
 */
export function traceFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { trace_id: traceId, span_id: spanId, trace_flags: `0${traceFlags.toString(16)}` };
}
