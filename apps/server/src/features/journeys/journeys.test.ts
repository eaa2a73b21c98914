import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { analyticsEvents, analyticsJourneyDaily } from '../../db/schema';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { rebuildJourneyRollup } from './journey-rollup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
let ip = 0;
/** A fresh address per test, so the journey rate limit of one test does not reach the next. */
const visitor = (headers: Record<string, string> = {}) =>
  new TestAgent(t.app, { headers: { ...SAME_ORIGIN, ...headers }, ip: `10.9.0.${++ip}` });

function journey(paths: string[], id: string = crypto.randomUUID()) {
  const start = Date.now() - paths.length * 30_000;
  return {
    id,
    journey: paths.map((path, i) => ({
      path,
      timestamp: new Date(start + i * 30_000).toISOString(),
      duration: 30_000,
      action: i === 0 ? 'entry' : 'navigate',
    })),
    session_duration: paths.length * 30_000,
    steps_count: paths.length,
    entry_point: paths[0],
    exit_point: paths.at(-1),
  };
}
const send = (agent: TestAgent, body: unknown, headers?: Record<string, string>) =>
  agent.request({ method: 'POST', url: '/api/analytics/journeys', payload: body as object, headers, csrf: false });
const stored = async (id: string) => (await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, id)))[0];

describe('POST /api/analytics/journeys', () => {
  it('stores a visitor’s journey as user_journey with the spec’s metadata and no IP address or user agent', async () => {
    const body = journey(['/', '/jobs', '/jobs/:id']);
    const res = await send(visitor({ 'user-agent': 'Mozilla/5.0 Test' }), body);
    expect(res.statusCode, res.body).toBe(204);
    const row = await stored(body.id);
    expect(row).toMatchObject({ event: 'user_journey', userId: null, ipAddress: null, userAgent: null });
    expect(row?.metadata).toEqual({
      journey: body.journey,
      session_duration: 90_000,
      steps_count: 3,
      entry_point: '/',
      exit_point: '/jobs/:id',
    });
    expect(JSON.stringify(row?.metadata)).not.toContain('10.9.0.');
  });

  it('attaches the signed-in user, and a resend replaces the journey instead of adding one', async () => {
    const { user } = await f.createCandidate(t.db);
    const agent = visitor();
    const signIn = await agent.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const first = journey(['/', '/blog']);
    expect((await send(agent, first)).statusCode).toBe(204);
    expect((await stored(first.id))?.userId).toBe(user.id);
    const longer = journey(['/', '/blog', '/pricing'], first.id);
    expect((await send(agent, longer)).statusCode).toBe(204);
    const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, first.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.metadata.steps_count).toBe(3);
    // Another visitor cannot overwrite it by its id.
    expect((await send(visitor(), journey(['/x'], first.id))).statusCode).toBe(204);
    expect((await stored(first.id))?.metadata.steps_count).toBe(3);
  });

  it('accepts a beacon’s text/plain body', async () => {
    const body = journey(['/de', '/de/jobs']);
    const res = await visitor().request({
      method: 'POST',
      url: '/api/analytics/journeys',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      csrf: false,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await stored(body.id))?.metadata.entry_point).toBe('/de');
  });

  it('refuses other shapes with a translated 400 (en and de)', async () => {
    const tooLong = journey(Array.from({ length: 201 }, (_, i) => `/p${i}`));
    const en = await send(visitor(), tooLong);
    expect(en.statusCode).toBe(400);
    expect(JSON.stringify(en.json())).toContain('A journey has at most 200 steps.');
    const de = await send(visitor({ 'accept-language': 'de' }), tooLong);
    expect(JSON.stringify(de.json())).toContain('Ein Nutzerpfad hat höchstens 200 Schritte.');
    const badPath = journey(['/', 'https://evil.example/']);
    expect(JSON.stringify((await send(visitor(), badPath)).json())).toContain('A step needs a path of this site');
    const longPath = journey(['/' + 'a'.repeat(200)]);
    expect((await send(visitor(), longPath)).statusCode).toBe(400);
    const withQuery = journey(['/jobs?q=secret']);
    expect((await send(visitor(), withQuery)).statusCode).toBe(400);
    const lying = { ...journey(['/', '/jobs']), steps_count: 5 };
    expect(JSON.stringify((await send(visitor(), lying)).json())).toContain('The journey could not be read.');
    const notJson = await visitor().request({
      method: 'POST',
      url: '/api/analytics/journeys',
      payload: '{"id":',
      headers: { 'content-type': 'text/plain' },
      csrf: false,
    });
    expect(notJson.statusCode).toBe(400);
    expect(await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, lying.id))).toHaveLength(0);
  });

  it('is accepted only from this site: another site’s request is 403 (en and de)', async () => {
    const body = journey(['/']);
    const cross = await send(visitor({ 'sec-fetch-site': 'cross-site' }), body);
    expect(cross.statusCode).toBe(403);
    expect(cross.json().error.message).toBe('Journeys are accepted only from this site.');
    const de = await send(visitor({ 'sec-fetch-site': 'cross-site', 'accept-language': 'de' }), body);
    expect(de.json().error.message).toBe('Nutzerpfade werden nur von dieser Website angenommen.');
    const bare = new TestAgent(t.app, { ip: '10.9.1.1' });
    expect((await send(bare, body)).statusCode).toBe(403);
    const origin = new TestAgent(t.app, { ip: '10.9.1.2', headers: { origin: t.app.config.publicUrl } });
    expect((await send(origin, body)).statusCode).toBe(204);
    expect(
      (
        await send(
          new TestAgent(t.app, { ip: '10.9.1.3', headers: { origin: 'https://evil.example' } }),
          journey(['/']),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('is rate limited per address', async () => {
    const agent = visitor();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await send(agent, journey(['/']))).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 204)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('keeps the daily roll-up equal to one built again from the stored journeys, test users left out', async () => {
    const tester = await f.createUser(t.db, { role: 'azubi', isTest: true });
    const agent = visitor();
    expect(
      (await agent.post('/api/auth/sign-in', { email: tester.email, password: f.DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
    const before = await t.db.select().from(analyticsJourneyDaily);
    const testers = journey(['/tester-only', '/tester-two']);
    expect((await send(agent, testers)).statusCode).toBe(204);
    expect((await stored(testers.id))?.userId).toBe(tester.id);
    const after = await t.db.select().from(analyticsJourneyDaily);
    expect(after).toEqual(before);
    const snapshot = async () =>
      (
        (await t.db.execute(
          sql`select day::text, kind, key, value::bigint::text from analytics_journey_daily where value <> 0 order by 1, 2, 3`,
        )) as { rows: unknown[] }
      ).rows;
    const live = await snapshot();
    await rebuildJourneyRollup(t.db);
    expect(await snapshot()).toEqual(live);
    expect(JSON.stringify(live)).not.toContain('/tester-only');
  });
});
