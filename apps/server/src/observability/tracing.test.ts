import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, usePostgres } from '../testing/pg-target';
import { tracingEnabled } from './tracing';

/**
 * OpenTelemetry traces (ADR 0031). The app is started as in production, with instrument.ts loaded
 * by `--import` before main.ts, against the local PostgreSQL in a fresh database of its own (pg is
 * what gets traced, so not on PGlite: this part runs in the PostgreSQL suite), and exports to an
 * OTLP/HTTP receiver in this process that keeps the JSON it is sent.
 */
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string } }[];
};

describe('tracingEnabled', () => {
  it('is off by default and on with the standard endpoint variables, unless disabled', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });
});

describe.runIf(usePostgres)('traces of the running app (PostgreSQL)', () => {
  const spans: OtlpSpan[] = [];
  const exportPaths: string[] = [];
  let receiver: Server;
  let app: ChildProcess;
  let appUrl = '';
  const output: string[] = [];
  const dbName = `azubi_trace_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        exportPaths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
        const data = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of data.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;

    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const src = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
    app = spawn(process.execPath, ['--import', 'tsx', '--import', src('instrument.ts'), src('main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        REDIS_URL: '',
        SMTP_URL: '',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        OTEL_SERVICE_NAME: 'azubi-trace-test',
        // Export within a fraction of a second instead of every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    app.stdout!.on('data', keep);
    app.stderr!.on('data', keep);
    const deadline = Date.now() + 280_000;
    while (!appUrl) {
      if (app.exitCode !== null || Date.now() > deadline)
        throw new Error(`the app did not start:\n${output.slice(-30).join('\n')}`);
      const ready = output.map((line) => line.match(/is ready in .* on http:\/\/localhost:(\d+)/)).find(Boolean);
      if (ready) appUrl = `http://127.0.0.1:${ready[1]}`;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 320_000);

  afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = once(app, 'exit');
      app.kill('SIGTERM');
      await exited;
    }
    receiver?.close();
    await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }, 60_000);

  it('exports one trace spanning the HTTP request, its Fastify route and its SQL; the log lines carry its id', async () => {
    const response = await fetch(`${appUrl}/api/listings?q=Pflege`);
    expect(response.status).toBe(200);
    const attribute = (span: OtlpSpan, key: string) => {
      const value = span.attributes.find((a) => a.key === key)?.value;
      return value?.stringValue ?? value?.intValue;
    };
    // The server span of the request (kind 2 = SERVER) for that route.
    let server: OtlpSpan | undefined;
    for (let i = 0; i < 100 && !server; i++) {
      server = spans.find(
        (span) =>
          span.kind === 2 &&
          (attribute(span, 'url.path') ?? attribute(span, 'http.target'))?.startsWith('/api/listings'),
      );
      if (!server) await new Promise((r) => setTimeout(r, 100));
    }
    expect(server, `spans: ${spans.map((s) => s.name).join(', ')}\n${output.slice(-20).join('\n')}`).toBeDefined();
    const trace = () => spans.filter((span) => span.traceId === server!.traceId);
    // pg's spans (db.system, or db.system.name in the newer conventions) and Fastify's handler span.
    const isSql = (span: OtlpSpan) =>
      (attribute(span, 'db.system.name') ?? attribute(span, 'db.system')) === 'postgresql' &&
      span.name.startsWith('pg.query');
    for (let i = 0; i < 50 && !trace().some(isSql); i++) await new Promise((r) => setTimeout(r, 100));
    const inTrace = trace();
    const sql = inTrace.filter(isSql);
    expect(sql.length, inTrace.map((s) => s.name).join(', ')).toBeGreaterThan(0);
    expect(inTrace.some((span) => span.name === 'handler - listingRoutes')).toBe(true);
    // Every span of the trace leads up to the request's span.
    const byId = new Map(inTrace.map((span) => [span.spanId, span]));
    for (const span of sql) {
      let at: OtlpSpan | undefined = span;
      while (at?.parentSpanId && at.spanId !== server!.spanId) at = byId.get(at.parentSpanId);
      expect(at?.spanId).toBe(server!.spanId);
    }
    expect(exportPaths[0]).toMatch(/^POST \/v1\/traces application\/json/);

    const logged = output
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { trace_id?: string; span_id?: string; req?: { url?: string } })
      .filter((line) => line.trace_id === server!.traceId);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((line) => /^[0-9a-f]{16}$/.test(line.span_id ?? ''))).toBe(true);
  });
});
