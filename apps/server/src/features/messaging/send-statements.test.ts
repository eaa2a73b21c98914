import pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as f from '../../db/factories';
import { analyticsDailyFigures, notifications } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import { usePostgres } from '../../testing/pg-target';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SessionCache, SESSION_CACHE_TTL_MS } from '../../platform/session/session-cache';
import { FOLLOW_UP_WAIT_MS } from './message-follow-ups';
import { PeopleCache } from './people-cache';

/**
 * Issue 31: what a message costs the database. Every SQL statement the app sends is counted at
 * the driver (PGlite's `query`/`exec`, node-postgres' `Client#query`), from the request to its
 * answer, and then for the notices and badges written after it.
 */
let t: TestApp;
/** With `npm run test:pg` (PostgreSQL and TEST_REDIS_URL) the rate limits are in Redis: the send is all. */
const redisUrl = process.env.TEST_REDIS_URL;
const withRedis = usePostgres && Boolean(redisUrl);
let statements: string[] = [];
let restore: () => void = () => {};
const uuid = () => crypto.randomUUID();
let n = 0;
const email = (p: string) => `${p}${++n}-${Date.now().toString(36)}@example.org`;

function countStatements(): void {
  const record = (text: unknown) =>
    statements.push(typeof text === 'string' ? text : ((text as { text?: string })?.text ?? String(text)));
  if (t.connection.pglite) {
    const client = t.connection.pglite as unknown as Record<'query' | 'exec', (...args: unknown[]) => unknown>;
    const { query, exec } = client;
    client.query = (...args: unknown[]) => (record(args[0]), query.apply(t.connection.pglite, args));
    client.exec = (...args: unknown[]) => (record(args[0]), exec.apply(t.connection.pglite, args));
    restore = () => {
      client.query = query;
      client.exec = exec;
    };
  } else {
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      record(args[0]);
      return query.apply(this, args);
    };
    restore = () => {
      proto.query = query;
    };
  }
}

beforeAll(async () => {
  t = await createTestApp(withRedis ? { env: { REDIS_URL: redisUrl! } } : {});
  countStatements();
});
afterAll(async () => {
  restore();
  await t.close();
});

describe('a message send', () => {
  it('costs at most 6 statements up to its answer (a signed-in sender who sent before), and one batch after', async () => {
    const { user: employer, company } = await f.createEmployer(t.db, {
      user: { email: email('hr') },
      company: { verificationStatus: 'verified' },
    });
    const { user: candidate } = await f.createCandidate(t.db, {
      user: { email: email('c') },
      profile: { approvalStatus: 'approved' },
    });
    const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    const hr = await signIn(t, employer);
    const send = (body: string) =>
      hr.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body });
    expect((await send('Eins')).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_UP_WAIT_MS * 4));
    // The first send's batch and its pushes (after the answer) must not be counted as the second's.
    await t.app.messageFollowUps.settled();

    statements = [];
    const second = await send('Zwei');
    expect(second.statusCode).toBe(201);
    const hotPath = statements.length;
    // Without Redis the two rate limits are statements too: API limit, message limit, the send.
    expect(hotPath).toBeLessThanOrEqual(6);
    expect(hotPath).toBe(withRedis ? 1 : 3);
    expect(statements.filter((s) => s.includes('with access as'))).toHaveLength(1);
    // The session came from the instance's cache: no session or user row was read.
    expect(statements.filter((s) => /"sessions"|"users"|\bsessions\b/.test(s))).toEqual([]);

    // The notices and badges after the answer: one statement for the batch.
    await vi.waitFor(() => expect(statements.filter((s) => s.includes('messaging_follow_up('))).toHaveLength(1));
    await t.app.messageFollowUps.settled();
    // The candidate has no device: the batch says so, and nothing about push or disclosure is asked.
    expect(
      statements.filter((s) => /push_subscriptions|notification_preferences|candidate_reveals|applications/.test(s)),
    ).toEqual([]);
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, candidate.id), eq(notifications.type, 'message_received')));
    expect(notices).toHaveLength(1);
    console.log(
      `statements per send up to the answer: ${hotPath}\n` +
        statements
          .slice(0, hotPath)
          .map((s) => `  ${s.trim().split('\n')[0]!.slice(0, 110)}`)
          .join('\n'),
    );
  });
});

describe('a socket joining a conversation', () => {
  it('costs one statement (the session, the conversation and the membership together)', async () => {
    const { user: employer, company } = await f.createEmployer(t.db, { user: { email: email('hr') } });
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    const other = await f.createConversation(t.db, {
      companyId: (await f.createEmployer(t.db, { user: { email: email('x') } })).company.id,
      candidateId: candidate.id,
    });
    const hr = await signIn(t, employer);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { cookie: hr.cookieNames.map((name) => `${name}=${hr.cookie(name)}`).join('; ') },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (error) => reject(error));
      });
      const join = async (conversationId: string) =>
        (await socket.timeout(5000).emitWithAck('conversation.join', { conversationId })) as {
          ok: boolean;
          error?: string;
        };
      statements = [];
      expect(await join(conversation.id)).toEqual({ ok: true });
      // Without Redis the socket event's rate limit is a statement too.
      expect(statements).toHaveLength(withRedis ? 1 : 2);
      expect(statements.filter((s) => s.includes('from sessions s'))).toHaveLength(1);
      // The same statement refuses a conversation of another company.
      statements = [];
      expect(await join(other.id)).toEqual({ ok: false, error: 'messaging.notFound' });
      expect(statements).toHaveLength(withRedis ? 1 : 2);
    } finally {
      socket.close();
    }
  });
});

describe('the batches after the answers', () => {
  it('are written one at a time per instance: what comes in meanwhile waits for the running one, and none is lost', async () => {
    const { user: employer, company } = await f.createEmployer(t.db, {
      user: { email: email('hr') },
      company: { verificationStatus: 'verified' },
    });
    const conversations = [];
    for (let i = 0; i < 5; i++) {
      const { user: candidate } = await f.createCandidate(t.db, { user: { email: email('c') } });
      const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
      await f.createMessage(t.db, { conversationId: conversation.id, senderId: employer.id, senderSide: 'company' });
      conversations.push({ conversation, candidate });
    }
    // How many follow-up statements the driver holds at once (issued, not yet answered).
    let underWay = 0;
    let most = 0;
    const watch = (text: unknown) => {
      const sql = typeof text === 'string' ? text : ((text as { text?: string })?.text ?? '');
      if (!sql.includes('messaging_follow_up(')) return () => {};
      underWay += 1;
      most = Math.max(most, underWay);
      return () => (underWay -= 1);
    };
    let unwatch: () => void;
    if (t.connection.pglite) {
      const client = t.connection.pglite as unknown as { query: (...args: unknown[]) => Promise<unknown> };
      const query = client.query;
      client.query = (...args: unknown[]) => {
        const done = watch(args[0]);
        return query.apply(t.connection.pglite, args).finally(done);
      };
      unwatch = () => (client.query = query);
    } else {
      const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
      const query = proto.query;
      proto.query = function (this: unknown, ...args: unknown[]) {
        const done = watch(args[0]);
        const last = args.length - 1;
        if (typeof args[last] === 'function') {
          const callback = args[last] as (...a: unknown[]) => void;
          args[last] = (...a: unknown[]) => (done(), callback(...a));
          return query.apply(this, args);
        }
        return (query.apply(this, args) as Promise<unknown>).finally(done);
      };
      unwatch = () => (proto.query = query);
    }
    try {
      // Five batches asked for at once, as a burst of sends would.
      for (const { conversation } of conversations) {
        t.app.messageFollowUps.add(conversation.id);
        t.app.messageFollowUps.flush();
      }
      await t.app.messageFollowUps.settled();
    } finally {
      unwatch();
    }
    expect(most).toBe(1);
    for (const { candidate, conversation } of conversations) {
      const notices = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, candidate.id), eq(notifications.type, 'message_received')));
      expect(notices.map((row) => row.link)).toEqual([`/my-messages/${conversation.id}`]);
    }
  });
});

describe('notices after a crash', () => {
  it('a start recomputes the notices a dead process did not write, once, and not again once read', async () => {
    const { user: employer, company } = await f.createEmployer(t.db, {
      user: { email: email('hr') },
      company: { verificationStatus: 'verified', name: `Klinik ${n}` },
    });
    const member = await f.createUser(t.db, { role: 'team_member', email: email('tm') });
    await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
    const { user: candidate } = await f.createCandidate(t.db, {
      user: { email: email('c') },
      profile: { approvalStatus: 'approved' },
    });
    const conversation = await f.createConversation(t.db, {
      companyId: company.id,
      candidateId: candidate.id,
      subject: 'Pflege',
    });
    // Stored and answered, then the process died before its batch: no notice.
    await f.createMessage(t.db, { conversationId: conversation.id, senderId: employer.id, senderSide: 'company' });
    const noticesOf = (userId: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'message_received')));
    expect(await noticesOf(candidate.id)).toHaveLength(0);
    await t.app.messageFollowUps.recover();
    await t.app.messageFollowUps.recover();
    const [notice, ...more] = await noticesOf(candidate.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      link: `/my-messages/${conversation.id}`,
      data: { conversationId: conversation.id, senderName: employer.name, subject: 'Pflege' },
    });
    // Nobody of the company side waits for anything: the sender's side gets none.
    expect(await noticesOf(member.id)).toHaveLength(0);
    // Read, but the conversation not opened: a later start does not bring the notice back.
    await t.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, notice!.id));
    await t.app.messageFollowUps.recover();
    expect(await noticesOf(candidate.id)).toHaveLength(1);
    // The candidate answers (and dies before the batch): both company members get one, naming them.
    await f.createMessage(t.db, { conversationId: conversation.id, senderId: candidate.id, senderSide: 'candidate' });
    await t.app.messageFollowUps.recover();
    for (const userId of [employer.id, member.id])
      expect((await noticesOf(userId)).map((row) => row.data)).toEqual([
        { conversationId: conversation.id, senderName: candidate.name, subject: 'Pflege', aboutUserId: candidate.id },
      ]);
  });
});

describe("the analytics' closed days", () => {
  it('a message dated into a closed day makes that day be counted again; a message of today leaves the figures', async () => {
    const { user: employer, company } = await f.createEmployer(t.db, { user: { email: email('hr') } });
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    const today = new Date().toISOString().slice(0, 10);
    await t.db.insert(analyticsDailyFigures).values([
      { day: '2024-02-03', metric: 'messages', value: 5 },
      { day: today, metric: 'messages', value: 7 },
    ]);
    const figures = async () =>
      (await t.db.select().from(analyticsDailyFigures).where(eq(analyticsDailyFigures.metric, 'messages')))
        .map((row) => row.day)
        .sort();
    await f.createMessage(t.db, { conversationId: conversation.id, senderId: employer.id, senderSide: 'company' });
    expect(await figures()).toEqual(['2024-02-03', today]);
    await f.createMessage(t.db, {
      conversationId: conversation.id,
      senderId: employer.id,
      senderSide: 'company',
      createdAt: new Date('2024-02-03T23:30:00Z'),
    });
    expect(await figures()).toEqual([today]);
  });
});

describe('the caches', () => {
  it('a session read that began before its user was forgotten is not kept; entries end after the TTL', () => {
    let now = 1_000;
    const cache = new SessionCache(() => now);
    const actor = {
      userId: 'u1',
      sessionId: 's1',
      email: 'a@example.org',
      name: 'A',
      role: 'azubi' as const,
      emailVerified: true,
      locale: 'en' as const,
    };
    const readAt = now;
    now += 5;
    cache.forgetUser('u1');
    now += 5;
    cache.set('token', actor, new Date(now + 86_400_000), readAt);
    expect(cache.get('token')).toBeNull();
    cache.set('token', actor, new Date(now + 86_400_000), now + 1);
    expect(cache.get('token')).toEqual(actor);
    cache.forgetUser('u1');
    expect(cache.get('token')).toBeNull();
    cache.set('token', actor, new Date(now + 86_400_000), now + 1);
    now += SESSION_CACHE_TTL_MS + 2;
    expect(cache.get('token')).toBeNull();
  });

  it("a company forgotten drops its conversations' people; a read that began before is not kept", async () => {
    let now = 1_000;
    const cache = new PeopleCache(() => now);
    const conversation = { id: 'c1', companyId: 'co1' };
    expect(await cache.companyUserIds(conversation, async () => ['u1', 'u2'])).toEqual(['u1', 'u2']);
    expect(await cache.companyUserIds(conversation, async () => ['never read'])).toEqual(['u1', 'u2']);
    cache.forgetCompany('co1');
    now += 1;
    const read = cache.companyUserIds(conversation, async () => {
      now += 1;
      cache.forgetCompany('co1');
      now += 1;
      return ['u1'];
    });
    expect(await read).toEqual(['u1']);
    expect(await cache.companyUserIds(conversation, async () => ['u2'])).toEqual(['u2']);
  });
});
