import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../db/factories';
import { expectMetricFamilies } from '../testing/metric-families';
import { signIn } from '../testing/sign-in';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startMetricsServer } from './metrics-routes';

/** Prometheus metrics (issue 30, ADR 0026): never public, every family present after some traffic. */
const TOKEN = 'metrics-token-0123456789abcdef0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, API_RATE_LIMIT: '5' } });
});
afterAll(async () => t.close());

const scrape = (authorization?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN (404)', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('refuses a scrape without the token, with a wrong one, and a signed-in admin without it (401)', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const admin = await f.createUser(t.db, {
      role: 'admin',
      email: `metrics-admin-${crypto.randomUUID()}@example.org`,
    });
    const agent = await signIn(t, admin);
    expect((await agent.get('/api/metrics')).statusCode).toBe(401);
  });

  it('after some requests, shows every family, requests by route pattern and status, and 429 refusals', async () => {
    // Each client its own address: with API_RATE_LIMIT=5 the read bucket holds 3 (API_READ_BURST
    // defaults to 60 % of it), and the scrapes of the tests above came from the default address.
    const listing = crypto.randomUUID();
    const client = '198.51.100.20';
    await t.app.inject({ method: 'GET', url: `/api/listings/${listing}`, remoteAddress: client });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing', remoteAddress: client });
    // Seven reads at once from one address: past the read bucket's burst of 3, refused with 429.
    for (let i = 0; i < 7; i++) await t.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: '203.0.113.9' });
    await t.app.mailer.send({
      to: 'metrics@example.org',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
      locale: 'en',
    });

    const res = await scrape(`Bearer ${TOKEN}`, '198.51.100.30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expectMetricFamilies(res.body);
    expect(res.body).toMatch(/azubi_http_requests_total\{method="GET",route="\/api\/listings\/:id",status="404"\} \d+/);
    expect(res.body).not.toContain(listing);
    expect(res.body).toMatch(/azubi_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(res.body).toMatch(/azubi_rate_limit_refusals_total\{route="\/api\/plans"\} [1-9]/);
    expect(res.body).toMatch(/azubi_mails_total\{outcome="sent"\} [1-9]/);
    expect(res.body).toMatch(/azubi_sockets_connected \d+/);
  });
});

describe('METRICS_PORT: a port of its own', () => {
  it('serves /metrics there (and nothing else), with the token when one is set', async () => {
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const ok = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('# TYPE azubi_http_requests_total counter');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
