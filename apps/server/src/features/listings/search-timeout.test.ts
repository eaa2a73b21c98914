import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client';
import * as f from '../../db/factories';
import { usePostgres } from '../../testing/pg-target';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 21: whatever the indexes, a search never holds the database for long. Each search
 * statement runs with `SEARCH_STATEMENT_TIMEOUT_MS`; past it PostgreSQL cancels it and the search
 * answers 503 "narrow your filters". The timeout is forced by another connection holding an
 * exclusive lock on the table the search reads (statement_timeout counts the wait for a lock).
 * PGlite never cancels a statement (one connection, no timer), so those cases run with
 * `npm run test:pg` only.
 */

const TIMEOUT_MS = 200;
const TOO_SLOW = {
  en: 'The search took too long. Please narrow your filters and try again.',
  de: 'Die Suche hat zu lange gedauert. Bitte grenze deine Filter ein und versuche es noch einmal.',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEARCH_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) } });
});
afterAll(() => t.close());

/** Runs `search` while another connection holds `table` locked; fails (and lets go) after 5 s. */
async function whileLocked<T>(table: 'listings' | 'candidate_profiles', search: () => Promise<T>): Promise<T> {
  const locker = await t.connection.pool!.connect();
  try {
    await locker.query('begin');
    await locker.query(`lock table ${table} in access exclusive mode`);
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the search waited 5 s for the lock: no statement timeout')), 5_000);
    });
    try {
      return await Promise.race([search(), stalled]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await locker.query('rollback');
    locker.release();
  }
}

describe('a search that runs too long', () => {
  it('is documented: GET /api/listings and GET /api/employer/candidates list a 503 error body', () => {
    type Document = {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>;
    };
    const { paths } = t.app.swagger() as Document;
    for (const path of ['/api/listings', '/api/employer/candidates']) {
      expect(paths[path]?.get?.responses['503']?.content?.['application/json']?.schema, path).toMatchObject({
        properties: { error: { properties: { code: {}, message: {} } } },
      });
    }
  });

  it.runIf(usePostgres)('listings: 503 with a translated "narrow your filters", then searches work again', async () => {
    const { company } = await f.createEmployer(t.db, { company: { name: 'Zeitlimit Kliniken' } });
    const listing = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Zeitlimit' });

    for (const lang of ['en', 'de'] as const) {
      const started = Date.now();
      const res = await whileLocked('listings', () =>
        t.app.inject({ method: 'GET', url: '/api/listings?q=zeitlimit', headers: { 'accept-language': lang } }),
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: { code: 'QUERY_TOO_SLOW', message: TOO_SLOW[lang] } });
      // The same filters would take as long again: no "retry after".
      expect(res.headers['retry-after']).toBeUndefined();
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    }

    const after = await t.app.inject({ method: 'GET', url: '/api/listings?q=zeitlimit' });
    expect(after.statusCode).toBe(200);
    expect(after.json().items.map((item: { id: string }) => item.id)).toEqual([listing.id]);
  });

  it.runIf(usePostgres)(
    'listings on the search pool (as the server runs on PostgreSQL): its connections carry the timeout, no transaction sets it',
    async () => {
      const url = t.connection.pool!.options.connectionString!;
      const database = await connectDatabase({ kind: 'postgres', url, readStatementTimeoutMs: TIMEOUT_MS });
      const pooled = await createTestApp({ database, env: { SEARCH_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) } });
      try {
        expect(database.readDb).not.toBe(database.db);
        const { company } = await f.createEmployer(t.db, { company: { name: 'Zeitlimit Pool' } });
        const listing = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Poolzeit' });
        const [setting] = (
          (await database.readDb.execute(sql`select current_setting('statement_timeout') as value`)) as unknown as {
            rows: { value: string }[];
          }
        ).rows;
        expect(setting?.value).toBe(`${TIMEOUT_MS}ms`);
        for (const lang of ['en', 'de'] as const) {
          const res = await whileLocked('listings', () =>
            pooled.app.inject({ method: 'GET', url: '/api/listings?q=poolzeit', headers: { 'accept-language': lang } }),
          );
          expect(res.statusCode).toBe(503);
          expect(res.json()).toEqual({ error: { code: 'QUERY_TOO_SLOW', message: TOO_SLOW[lang] } });
        }
        const after = await pooled.app.inject({ method: 'GET', url: '/api/listings?q=poolzeit' });
        expect(after.json().items.map((item: { id: string }) => item.id)).toEqual([listing.id]);
      } finally {
        await pooled.close();
      }
    },
  );

  it.runIf(usePostgres)('candidates: the employer gets the same 503, then the search works again', async () => {
    const { user: employer } = await f.createEmployer(t.db, {
      user: { email: 'zeitlimit-employer@example.org' },
      company: { verificationStatus: 'verified', name: 'Zeitlimit Personal' },
    });
    const { user: candidate } = await f.createCandidate(t.db, {
      user: { email: 'zeitlimit-candidate@example.org' },
      profile: { country: 'QZ' },
    });
    const url = '/api/employer/candidates?country=QZ';
    for (const lang of ['en', 'de'] as const) {
      const agent = await signIn(t, employer, { headers: { 'accept-language': lang } });
      const res = await whileLocked('candidate_profiles', () => agent.get(url));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: { code: 'QUERY_TOO_SLOW', message: TOO_SLOW[lang] } });

      const after = await agent.get(url);
      expect(after.statusCode).toBe(200);
      expect(after.json().candidates.map((c: { id: string }) => c.id)).toEqual([candidate.id]);
    }
  });
});
