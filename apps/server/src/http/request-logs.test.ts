import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../db/factories';
import { signIn } from '../testing/sign-in';
import { createTestApp, type TestApp } from '../testing/test-app';

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie' };
type Document = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const looksSecret = (name: string) => /token|secret|signature/i.test(name);
const secret = () => `s3cr3t${crypto.randomUUID().replaceAll('-', '')}`;

/** Every operation of the OpenAPI document with a path or query parameter named like a token. */
function operationsWithTokens() {
  const { paths } = t.app.swagger() as Document;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), parameters: operation.parameters ?? [] }))
      .filter(({ parameters }) => parameters.some((p) => (p.in === 'path' || p.in === 'query') && looksSecret(p.name))),
  );
}

describe('request logs (issue 27, defect 6)', () => {
  it('no token of any route with a token-like parameter reaches the logs, in the path or the query', async () => {
    const operations = operationsWithTokens();
    // The walk finds the routes known today (and any added later with a token-like parameter).
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/auth/invitations/{token}',
        'GET /api/calendar-feed/{token}',
        'GET /api/search-profiles/unsubscribe',
        'GET /api/campaigns/unsubscribe',
      ]),
    );
    const used: string[] = [];
    for (const { path, method, parameters } of operations) {
      for (const suffix of ['', '.ics']) {
        let url = path;
        const query = new URLSearchParams();
        for (const parameter of parameters) {
          const value = looksSecret(parameter.name) ? secret() : crypto.randomUUID();
          if (looksSecret(parameter.name)) used.push(value);
          if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, `${value}${suffix}`);
          if (parameter.in === 'query') query.set(parameter.name, value);
        }
        const res = await t.app.inject({ method, url: query.size > 0 ? `${url}?${query}` : url });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
    const logged = t.logs.join('\n');
    for (const value of used) expect(logged).not.toContain(value);
  });

  it('a real calendar feed address and the e-mail change link stay out of the logs', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: `feed-${Date.now()}@example.org` } });
    const agent = await signIn(t, user);
    const { url } = (await agent.post('/api/calendar-feed')).json() as { url: string };
    const feedPath = new URL(url).pathname;
    const token = feedPath
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    const emailToken = secret();
    for (const page of [`/azubi-settings?emailToken=${emailToken}`, `/de/azubi-settings?emailToken=${emailToken}`])
      await t.app.inject({ method: 'GET', url: page });
    const logged = t.logs.join('\n');
    expect(logged).toContain('/api/calendar-feed/[redacted]');
    expect(logged).toContain('emailToken=%5Bredacted%5D');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(emailToken);
  });
});
