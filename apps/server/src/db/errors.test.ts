import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import * as f from './factories';
import { candidateProfiles } from './schema';
import { isDatabaseUnavailable } from './errors';

/**
 * Failed statements carry their values (a birth date, a bio, a session token). Whatever logs a
 * database error (the error handler's 500, the use cases' own logs) writes the SQL state, the
 * driver's message and the statement, never the values. Runs on PGlite and on PostgreSQL.
 */
let t: TestApp;
const BIO = `A bio nobody may read in a log ${crypto.randomUUID()}`;

beforeAll(async () => {
  t = await createTestApp({
    register(app) {
      // A value that is not a date: PostgreSQL quotes it in its message (SQL state 22008 / 22007).
      app.get('/test/bad-date', { config: { access: 'public' } }, async () => {
        await t.db.execute(sql`select ${'2003-02-30'}::date as birthday, ${BIO}::text as bio`);
        return {};
      });
      // A second profile for the same user: the duplicate key's detail names the value.
      app.post('/test/duplicate', { config: { access: 'public' } }, async (request) => {
        const { userId } = request.body as { userId: string };
        await t.db.insert(candidateProfiles).values({ userId, bio: BIO, dateOfBirth: '2003-05-14' });
        return {};
      });
    },
  });
});
afterAll(() => t.close());

const lastError = () => {
  const line = t.logs.findLast((entry) => entry.includes('"request failed"'));
  expect(line).toBeDefined();
  return JSON.parse(line!) as { err: Record<string, unknown> };
};

describe('database errors in the logs', () => {
  it('a data exception is logged by SQL state and statement; the rejected value and the other values are not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/bad-date', headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe('Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.');
    const { err } = lastError();
    expect(err.code).toMatch(/^2200[78]$/);
    expect(err.query).toBe('select $1::date as birthday, $2::text as bio');
    expect(err.message).toMatch(/^Failed query: .*"\[redacted\]"/);
    const all = t.logs.join('\n');
    for (const secret of ['2003-02-30', BIO, 'params']) expect(all).not.toContain(secret);
  });

  it('a unique violation is logged with its constraint; the detail "Key (…)=(…)" and the values are not', async () => {
    const { user } = await f.createCandidate(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/test/duplicate', payload: { userId: user.id } });
    expect(res.statusCode).toBe(500);
    const { err } = lastError();
    expect(err).toMatchObject({ code: '23505', constraint: 'candidate_profiles_pkey', table: 'candidate_profiles' });
    expect(err.query).toMatch(/^insert into "candidate_profiles"/);
    expect(err).not.toHaveProperty('detail');
    const all = t.logs.join('\n');
    for (const secret of [BIO, '2003-05-14', user.id, 'Key (']) expect(all).not.toContain(secret);
  });
});

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
  it('knows refused and reset connections, terminated backends, class 08 and pool timeouts, also wrapped', () => {
    for (const cause of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
    ]) {
      expect(isDatabaseUnavailable(cause), String(cause)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(cause)), String(cause)).toBe(true);
    }
  });
  it('a constraint, a syntax error or a plain bug is not the database being away', () => {
    for (const cause of [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      new TypeError('x is undefined'),
      null,
    ]) {
      expect(isDatabaseUnavailable(cause)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(cause))).toBe(false);
    }
  });
});
