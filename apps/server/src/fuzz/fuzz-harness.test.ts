import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSessionsOf } from '../platform/session/session-cache';
import { z } from 'zod';
import { sessions } from '../db/schema';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world';
import { assertSupported, UnsupportedSchemaError } from './json-schema-arbitrary';
import { operationsOf, type OpenApiDocument, type Operation } from './operations';
import { encodeLoosely, spellPath } from './request-arbitrary';
import { FuzzStats, fuzzOperation } from './run-fuzz';

/**
 * The fuzz suite's own test: faults planted in probe routes must be found, so that a green
 * api-fuzz run means something.
 */
let world: FuzzWorld;
let operations: Operation[];
const options = { runsPerOperation: 12, seed: 7, sweep: true, junkBodies: 0, nastyPerField: 3 };
const find = (id: string) => operations.find((o) => o.id === id)!;

beforeAll(async () => {
  world = await createFuzzWorld({
    register(app) {
      app.post(
        '/api/fuzz-probe/items/:id',
        {
          config: { access: 'public' },
          schema: {
            params: z.object({ id: z.uuid() }),
            body: z.object({ name: z.string(), note: z.string().optional() }),
          },
        },
        async (request) => {
          const { name, note } = request.body as { name: string; note?: string };
          // A fault only some input reaches: a right-to-left override in a text field.
          if (`${name}${note ?? ''}`.includes('\u202e')) throw new Error('planted fault');
          return { ok: true };
        },
      );
      app.get('/api/fuzz-probe/hidden', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
        ok: true,
      }));
      // Outside /api the CSRF check does not run: the fuzz must notice a write without a token.
      app.post('/fuzz-probe/unprotected', { config: { access: 'public' } }, async () => ({ ok: true }));
      // Ends every session without being listed as session-ending.
      // Like the app's own session-ending code, it tells the session cache (ADR 0018, issue 31).
      app.post('/api/fuzz-probe/end-sessions', { config: { access: 'public' } }, async () => {
        const ended = await world.t.db.delete(sessions).returning({ userId: sessions.userId });
        for (const userId of new Set(ended.map((session) => session.userId)))
          await forgetSessionsOf(world.t.db, userId);
        return { ok: true };
      });
    },
  });
  operations = operationsOf(world.t.app.swagger() as OpenApiDocument, world.t.app.routeTable, [/^\/api\/docs/]);
});
afterAll(() => world.close());

describe('API fuzz harness', () => {
  it('derives operations from the OpenAPI document and the routes it leaves out', () => {
    const probe = find('POST /api/fuzz-probe/items/{id}');
    expect(probe.inDocument).toBe(true);
    expect(probe.pathParams.map((p) => p.name)).toEqual(['id']);
    expect(probe.body?.schema.required).toEqual(['name']);
    expect(find('GET /api/fuzz-probe/hidden').inDocument).toBe(false);
    expect(operations.some((o) => o.id.startsWith('GET /api/docs'))).toBe(false);
    // Only routes that opt out of CSRF are spared the token check: Stripe's signed webhook, the
    // one-click unsubscribes of a match digest and of a campaign mail (RFC 8058: a mail client posts
    // them, with no session), and the journey beacon (navigator.sendBeacon cannot send the header:
    // a same-origin check instead).
    expect(operations.filter((o) => o.csrfExempt).map((o) => o.id)).toEqual([
      'POST /api/webhooks/stripe',
      'POST /api/search-profiles/unsubscribe',
      'POST /api/analytics/journeys',
      'POST /api/campaigns/unsubscribe',
    ]);
  });

  it('refuses a schema it cannot generate inputs for, instead of skipping the operation', () => {
    expect(() => assertSupported({ type: 'object', not: {} } as never, 'body')).toThrow(UnsupportedSchemaError);
    expect(() => assertSupported({ type: 'string', format: 'ipv4' }, 'q')).toThrow('format "ipv4"');
    const document = {
      paths: { '/api/x': { post: { requestBody: { content: { 'application/xml': { schema: {} } } } } } },
    };
    expect(() => operationsOf(document, [], [])).toThrow('POST /api/x: request body of type application/xml');
  });

  it('finds a planted 500 and reports the request and the stack', async () => {
    const stats = new FuzzStats();
    await fuzzOperation(world, stats, find('POST /api/fuzz-probe/items/{id}'), options);
    const [finding, ...more] = stats.findingsOf('POST /api/fuzz-probe/items/{id}');
    expect(more).toEqual([]);
    expect(finding).toMatchObject({ kind: '5xx', status: 500, error: 'Error: planted fault' });
    expect(finding!.request).toMatch(
      /^POST \/api\/fuzz-probe\/items\/\S+ content-type=application\/json body=\{.*\\u202egpj\.exe/,
    );
    expect(finding!.stack).toContain('fuzz-harness.test.ts');
    expect(stats.operations.get('POST /api/fuzz-probe/items/{id}')!.classes['2xx']).toBeGreaterThan(0);
  });

  it('finds a write that goes through without a CSRF token', async () => {
    const stats = new FuzzStats();
    await fuzzOperation(world, stats, find('POST /fuzz-probe/unprotected'), options);
    const kinds = stats.findingsOf('POST /fuzz-probe/unprotected').map((f) => `${f.kind} ${f.status}`);
    expect(kinds).toEqual(['csrf 200']);
  });

  it('finds an operation that ends sessions without being listed as session-ending', async () => {
    const stats = new FuzzStats();
    await fuzzOperation(world, stats, find('POST /api/fuzz-probe/end-sessions'), options);
    const lost = stats.findingsOf('POST /api/fuzz-probe/end-sessions').filter((f) => f.kind === 'session');
    expect(lost.flatMap((f) => [...f.roles]).sort()).toEqual([
      'admin',
      'azubi',
      'employer',
      'moderator',
      'team_member',
    ]);
    // The roles were signed in again for the operations after it.
    expect(await world.sessionsIntact()).toEqual([]);
  });

  it('answers a hidden route and a healthy one without findings', async () => {
    const stats = new FuzzStats();
    await fuzzOperation(world, stats, find('GET /api/fuzz-probe/hidden'), options);
    await fuzzOperation(world, stats, find('GET /api/health'), options);
    expect([...stats.findings.values()]).toEqual([]);
    expect(stats.totals().runs).toBeGreaterThanOrEqual(2 * options.runsPerOperation);
  });

  it('spells paths differently without changing the route, and encodes lone surrogates', () => {
    expect(decodeURIComponent(spellPath('/api/profile/photo', 3))).toBe('/api/profile/photo');
    expect(spellPath('/api/profile/photo', 0)).not.toBe('/api/profile/photo');
    expect(spellPath('/a/%C3%BC', 0)).toContain('%C3%BC');
    expect(encodeLoosely('a\ud800b')).toBe('a%ED%A0%80b');
    expect(encodeLoosely('ü')).toBe('%C3%BC');
  });
});
