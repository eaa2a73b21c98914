import type { ServerEvent } from '@azubi/shared/messaging/realtime';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../../db/client';
import * as f from '../../db/factories';
import { candidateReveals } from '../../db/schema';
import { PING_INTERVAL_MS } from '../../realtime/socket-server';
import { usePostgres } from '../../testing/pg-target';
import { signIn } from '../../testing/sign-in';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The realtime channel through real sockets (socket.io-client) against a listening app. With
 * `npm run test:pg` (PostgreSQL and TEST_REDIS_URL) the same checks also run across two app
 * instances that share the database and Redis.
 */
const redisUrl = process.env.TEST_REDIS_URL;
let n = 0;
const email = (p = 'r') => `${p}${++n}-${Date.now().toString(36)}@example.org`;
const uuid = () => crypto.randomUUID();

type Instance = { t: TestApp; url: string };
const sockets: Socket[] = [];

async function listen(t: TestApp): Promise<Instance> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { t, url: `http://127.0.0.1:${port}` };
}

const cookieOf = (agent: TestAgent) => agent.cookieNames.map((name) => `${name}=${agent.cookie(name)}`).join('; ');

/** A connected socket with every server event it receives. */
async function socketFor(
  instance: Instance,
  agent: TestAgent | null,
  headers: Record<string, string> = {},
  transports: ('websocket' | 'polling')[] = ['websocket'],
) {
  const socket = connect(instance.url, {
    transports,
    forceNew: true,
    reconnection: false,
    extraHeaders: { ...(agent ? { cookie: cookieOf(agent) } : {}), ...headers },
  });
  sockets.push(socket);
  const events: ServerEvent[] = [];
  socket.on('event', (event: ServerEvent) => events.push(event));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return { socket, events };
}

async function join(socket: Socket, conversationId: string) {
  return (await socket.timeout(5000).emitWithAck('conversation.join', { conversationId })) as {
    ok: boolean;
    error?: string;
  };
}

const ofType = <T extends ServerEvent['type']>(events: ServerEvent[], type: T) =>
  events.filter((e): e is Extract<ServerEvent, { type: T }> => e.type === type);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function world(t: TestApp) {
  const { user: employer, company } = await f.createEmployer(t.db, {
    user: { email: email('hr') },
    company: { verificationStatus: 'verified' },
  });
  const member = await f.createUser(t.db, { role: 'team_member', email: email('tm') });
  await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
  const { user: candidate } = await f.createCandidate(t.db, {
    user: { email: email('c') },
    profile: { approvalStatus: 'approved' },
  });
  const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
  return { employer, member, company, candidate, conversation };
}

function suite(name: string, setup: () => Promise<{ a: Instance; b: Instance; close(): Promise<void> }>) {
  describe(name, () => {
    let a: Instance;
    let b: Instance;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ a, b, close } = await setup());
    });
    afterAll(async () => {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await close();
    });

    it('a socket without a session is refused; a foreign page cannot connect with the cookie', async () => {
      await expect(socketFor(a, null)).rejects.toThrow('errors.unauthenticated');
      const w = await world(a.t);
      const lan = await signIn(a.t, w.candidate);
      await expect(socketFor(a, lan, { origin: 'https://evil.example' })).rejects.toThrow();
      const ok = await socketFor(a, lan, { origin: 'https://azubi.test' });
      expect(ok.socket.connected).toBe(true);
    });

    it('socket events count per account on every instance: an error ack over the limit, then disconnected (issue 27)', async () => {
      const w = await world(a.t);
      const lanAgentA = await signIn(a.t, w.candidate);
      const lanA = await socketFor(a, lanAgentA);
      const lanB = await socketFor(b, await signIn(b.t, w.candidate));
      const hrB = await socketFor(b, await signIn(b.t, w.employer));
      const query = async (socket: Socket) =>
        (await socket.timeout(5000).emitWithAck('presence.query', { userIds: [w.employer.id] })) as {
          presence: unknown[];
          error?: string;
        };
      let answered = 0;
      let refused: { presence: unknown[]; error?: string } | undefined;
      for (let i = 0; i < 300 && !refused; i += 1) {
        const ack = await query(lanA.socket);
        if (ack.error) refused = ack;
        else answered += 1;
      }
      expect(refused).toEqual({ presence: [], error: 'errors.rateLimited' });
      // 120 a minute per account: the two connections counted too.
      expect(answered).toBe(120 - 2);
      // The account's other socket, on the other instance, is over the same limit.
      expect(await join(lanB.socket, w.conversation.id)).toEqual({ ok: false, error: 'errors.rateLimited' });
      // Another account is not held up.
      expect(await join(hrB.socket, w.conversation.id)).toEqual({ ok: true });
      // A socket that keeps sending is disconnected, and cannot come straight back.
      const disconnected = new Promise<string>((resolve) => lanA.socket.once('disconnect', resolve));
      for (let i = 0; i < 30; i += 1) lanA.socket.emit('presence.query', { userIds: [w.employer.id] });
      expect(await disconnected).toBe('io server disconnect');
      await expect(socketFor(a, lanAgentA)).rejects.toThrow('errors.rateLimited');
    });

    it('a message sent on one instance arrives once, live, on the other side (list and open conversation)', async () => {
      const w = await world(a.t);
      const lan = await socketFor(b, await signIn(b.t, w.candidate));
      expect(await join(lan.socket, w.conversation.id)).toEqual({ ok: true });
      const tom = await socketFor(b, await signIn(b.t, w.member));
      const hr = await signIn(a.t, w.employer);
      const sent = await hr.post(`/api/conversations/${w.conversation.id}/messages`, {
        clientId: uuid(),
        body: 'Hallo',
      });
      expect(sent.statusCode).toBe(201);
      await vi.waitFor(() => expect(ofType(lan.events, 'message.new')).toHaveLength(1));
      expect(ofType(lan.events, 'message.new')[0]!.message).toMatchObject({
        seq: 1,
        body: 'Hallo',
        clientId: sent.json().clientId,
      });
      await vi.waitFor(() => expect(ofType(tom.events, 'message.new')).toHaveLength(1));
      await vi.waitFor(() =>
        expect(ofType(lan.events, 'unread.changed').at(-1)).toEqual({ type: 'unread.changed', count: 1 }),
      );
      // The resend of the same client id emits nothing new.
      await hr.post(`/api/conversations/${w.conversation.id}/messages`, {
        clientId: sent.json().clientId,
        body: 'Hallo',
      });
      await pause(200);
      expect(ofType(lan.events, 'message.new')).toHaveLength(1);
    });

    it('long-polling works where websockets do not', async () => {
      const w = await world(a.t);
      const lan = await socketFor(b, await signIn(b.t, w.candidate), {}, ['polling']);
      expect(await join(lan.socket, w.conversation.id)).toEqual({ ok: true });
      await (
        await signIn(a.t, w.employer)
      ).post(`/api/conversations/${w.conversation.id}/messages`, {
        clientId: uuid(),
        body: 'Über Polling',
      });
      await vi.waitFor(() => expect(ofType(lan.events, 'message.new')[0]?.message.body).toBe('Über Polling'));
    });

    it('a socket cannot join a conversation it is not part of, and hears nothing of it', async () => {
      const w = await world(a.t);
      const other = await world(a.t);
      const stranger = await socketFor(b, await signIn(b.t, other.candidate));
      expect(await join(stranger.socket, w.conversation.id)).toEqual({ ok: false, error: 'messaging.notFound' });
      const outsider = await socketFor(b, await signIn(b.t, other.employer));
      expect(await join(outsider.socket, w.conversation.id)).toEqual({ ok: false, error: 'messaging.notFound' });
      expect(await join(outsider.socket, 'not-a-uuid')).toEqual({ ok: false, error: 'messaging.notFound' });
      const lan = await socketFor(a, await signIn(a.t, w.candidate));
      await join(lan.socket, w.conversation.id);
      lan.socket.emit('typing', { conversationId: w.conversation.id });
      await (
        await signIn(a.t, w.employer)
      ).post(`/api/conversations/${w.conversation.id}/messages`, {
        clientId: uuid(),
        body: 'Nur für Lan',
      });
      await vi.waitFor(() => expect(ofType(lan.events, 'message.new')).toHaveLength(1));
      await pause(200);
      expect(stranger.events).toEqual([]);
      expect(outsider.events.filter((e) => e.type !== 'presence')).toEqual([]);
    });

    it('typing reaches the other viewers of the conversation, not the typist', async () => {
      const w = await world(a.t);
      const lan = await socketFor(a, await signIn(a.t, w.candidate));
      const hr = await socketFor(b, await signIn(b.t, w.employer));
      await join(lan.socket, w.conversation.id);
      await join(hr.socket, w.conversation.id);
      lan.socket.emit('typing', { conversationId: w.conversation.id });
      await vi.waitFor(() => expect(ofType(hr.events, 'typing')).toHaveLength(1));
      expect(ofType(hr.events, 'typing')[0]).toMatchObject({ userId: w.candidate.id, side: 'candidate' });
      expect(ofType(lan.events, 'typing')).toHaveLength(0);
    });

    it('a removed team member is taken out of the rooms at once, on every instance', async () => {
      const w = await world(a.t);
      const tom = await socketFor(b, await signIn(b.t, w.member));
      expect(await join(tom.socket, w.conversation.id)).toEqual({ ok: true });
      const removed = await (
        await signIn(a.t, w.employer)
      ).request({ method: 'DELETE', url: `/api/employer/team/members/${w.member.id}` });
      expect(removed.statusCode).toBe(200);
      const lan = await socketFor(a, await signIn(a.t, w.candidate));
      await join(lan.socket, w.conversation.id);
      await pause(100);
      lan.socket.emit('typing', { conversationId: w.conversation.id });
      await (
        await signIn(a.t, w.candidate)
      ).post(`/api/conversations/${w.conversation.id}/messages`, {
        clientId: uuid(),
        body: 'Nicht für Tom',
      });
      await pause(300);
      expect(tom.events.filter((e) => e.type === 'typing' || e.type === 'message.new')).toEqual([]);
      expect(await join(tom.socket, w.conversation.id)).toEqual({ ok: false, error: 'messaging.notFound' });
    });

    it('seen marks go to the other side only while the candidate shows them', async () => {
      const w = await world(a.t);
      const hrAgent = await signIn(a.t, w.employer);
      await hrAgent.post(`/api/conversations/${w.conversation.id}/messages`, { clientId: uuid(), body: 'Eins' });
      const hr = await socketFor(b, await signIn(b.t, w.employer));
      await join(hr.socket, w.conversation.id);
      const lanAgent = await signIn(a.t, w.candidate);
      await lanAgent.post(`/api/conversations/${w.conversation.id}/read`, { seq: 1 });
      await vi.waitFor(() =>
        expect(ofType(hr.events, 'conversation.read')).toEqual([
          { type: 'conversation.read', conversationId: w.conversation.id, side: 'candidate', seq: 1 },
        ]),
      );
      await lanAgent.request({
        method: 'PUT',
        url: '/api/privacy/settings',
        payload: { shareProfile: true, shareDocuments: true, showReadReceipts: false },
      });
      await hrAgent.post(`/api/conversations/${w.conversation.id}/messages`, { clientId: uuid(), body: 'Zwei' });
      await lanAgent.post(`/api/conversations/${w.conversation.id}/read`, { seq: 2 });
      await pause(300);
      expect(ofType(hr.events, 'conversation.read')).toHaveLength(1);
    });

    it('presence: the other side is online now, then last seen; strangers are not told', async () => {
      const w = await world(a.t);
      const stranger = await world(a.t);
      const hr = await socketFor(a, await signIn(a.t, w.employer));
      const lan = await socketFor(b, await signIn(b.t, w.candidate));
      const query = async () =>
        (await hr.socket.timeout(5000).emitWithAck('presence.query', {
          userIds: [w.candidate.id, stranger.candidate.id],
        })) as { presence: { userId: string; online: boolean; fullName: string }[] };
      // Not while the candidate has not revealed themselves to the company (issue 28.3).
      expect((await query()).presence).toEqual([]);
      await a.t.db.insert(candidateReveals).values({ companyId: w.company.id, candidateId: w.candidate.id });
      const answer = await query();
      expect(answer.presence).toEqual([
        expect.objectContaining({ userId: w.candidate.id, online: true, fullName: w.candidate.name }),
      ]);
      lan.socket.disconnect();
      await vi.waitFor(() =>
        expect(ofType(hr.events, 'presence').at(-1)).toMatchObject({ userId: w.candidate.id, online: false }),
      );
      expect(ofType(hr.events, 'presence').at(-1)!.lastSeenAt).toEqual(expect.any(String));
    });

    it('a member removed on one instance hears nothing more on the other, though it had cached the people (issue 31)', async () => {
      const w = await world(a.t);
      const tom = await socketFor(b, await signIn(b.t, w.member));
      const lanB = await signIn(b.t, w.candidate);
      // Blocking and unblocking on b reads the conversation's people there (and keeps them).
      await lanB.post(`/api/conversations/${w.conversation.id}/block`, {});
      await vi.waitFor(() => expect(ofType(tom.events, 'conversation.updated')).toHaveLength(1));
      const removed = await (
        await signIn(a.t, w.employer)
      ).request({ method: 'DELETE', url: `/api/employer/team/members/${w.member.id}` });
      expect(removed.statusCode).toBe(200);
      await lanB.request({ method: 'DELETE', url: `/api/conversations/${w.conversation.id}/block` });
      await lanB.post(`/api/conversations/${w.conversation.id}/messages`, { clientId: uuid(), body: 'Nicht für Tom' });
      const hr = await socketFor(b, await signIn(b.t, w.employer));
      await lanB.post(`/api/conversations/${w.conversation.id}/messages`, { clientId: uuid(), body: 'Für HR' });
      await vi.waitFor(() => expect(ofType(hr.events, 'message.new')).toHaveLength(1));
      await pause(200);
      expect(ofType(tom.events, 'conversation.updated')).toHaveLength(1);
      expect(ofType(tom.events, 'message.new')).toEqual([]);
    });

    it('a reveal on one instance shows the name at once on the other, though it had cached the code (issue 31)', async () => {
      const w = await world(a.t);
      const hr = await socketFor(a, await signIn(a.t, w.employer));
      expect(await join(hr.socket, w.conversation.id)).toEqual({ ok: true });
      const lanB = await signIn(b.t, w.candidate);
      const first = await socketFor(b, lanB);
      // Joining on b reads (and keeps) whether the company sees the candidate's name: not yet.
      expect(await join(first.socket, w.conversation.id)).toEqual({ ok: true });
      first.socket.emit('typing', { conversationId: w.conversation.id });
      await vi.waitFor(() => expect(ofType(hr.events, 'typing')).toHaveLength(1));
      expect(ofType(hr.events, 'typing')[0]!.name).toMatch(/^Candidate [0-9A-F]{4}$/);
      const revealed = await (
        await signIn(a.t, w.candidate)
      ).post(`/api/conversations/${w.conversation.id}/reveal`, {});
      expect(revealed.statusCode).toBe(200);
      const second = await socketFor(b, lanB);
      expect(await join(second.socket, w.conversation.id)).toEqual({ ok: true });
      second.socket.emit('typing', { conversationId: w.conversation.id });
      await vi.waitFor(() => expect(ofType(hr.events, 'typing')).toHaveLength(2));
      expect(ofType(hr.events, 'typing')[1]!.name).toBe(w.candidate.name);
    });

    it('signing out on one instance ends the session at once on the other, though it had cached it (issue 31)', async () => {
      const w = await world(a.t);
      const lanA = await signIn(a.t, w.candidate);
      const onB = () =>
        b.t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: cookieOf(lanA) } });
      expect((await onB()).statusCode).toBe(200);
      expect((await onB()).statusCode).toBe(200);
      const cookie = cookieOf(lanA);
      expect((await lanA.post('/api/auth/sign-out', {})).statusCode).toBe(200);
      // The other instance hears it through Redis within a delivery, not after the cache's 10 seconds.
      await vi.waitFor(
        async () =>
          expect(
            (await b.t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } })).statusCode,
          ).toBe(401),
        { timeout: 1000, interval: 20 },
      );
      await expect(socketFor(b, null, { cookie })).rejects.toThrow('errors.unauthenticated');
    });

    it('a role changed by an admin on one instance ends the cached session on the other at once (issue 31)', async () => {
      const w = await world(a.t);
      const admin = await f.createUser(a.t.db, { role: 'admin', email: email('admin') });
      const tomA = await signIn(a.t, w.member);
      const cookie = cookieOf(tomA);
      const onB = () => b.t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } });
      expect((await onB()).statusCode).toBe(200);
      const changed = await (
        await signIn(a.t, admin)
      ).request({ method: 'PUT', url: `/api/admin/users/${w.member.id}/role`, payload: { role: 'azubi' } });
      expect(changed.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await onB()).statusCode).toBe(401), { timeout: 1000, interval: 20 });
    });

    it('catch-up after a reconnect comes from the database, in order, none twice', async () => {
      const w = await world(a.t);
      const lanAgent = await signIn(b.t, w.candidate);
      const lan = await socketFor(b, lanAgent);
      const hr = await signIn(a.t, w.employer);
      await hr.post(`/api/conversations/${w.conversation.id}/messages`, { clientId: uuid(), body: 'Eins' });
      await vi.waitFor(() => expect(ofType(lan.events, 'message.new')).toHaveLength(1));
      lan.socket.disconnect();
      for (const body of ['Zwei', 'Drei']) {
        await hr.post(`/api/conversations/${w.conversation.id}/messages`, { clientId: uuid(), body });
      }
      const back = await socketFor(b, lanAgent);
      const last = ofType(lan.events, 'message.new').at(-1)!.message.seq;
      const missed = (await lanAgent.get(`/api/conversations/${w.conversation.id}/messages?after=${last}`)).json();
      expect(missed.items.map((m: { body: string; seq: number }) => [m.seq, m.body])).toEqual([
        [2, 'Zwei'],
        [3, 'Drei'],
      ]);
      expect(back.socket.connected).toBe(true);
    });
  });
}

it('the heartbeat is below 45 seconds', () => {
  expect(PING_INTERVAL_MS).toBeLessThan(45_000);
});

suite('one instance', async () => {
  const instance = await listen(await createTestApp());
  return { a: instance, b: instance, close: () => instance.t.close() };
});

if (usePostgres && redisUrl) {
  suite('two instances sharing PostgreSQL and Redis', async () => {
    const first = await createTestApp({ env: { REDIS_URL: redisUrl } });
    const url = (first.connection.pool!.options as { connectionString: string }).connectionString;
    const second = await createTestApp({
      env: { REDIS_URL: redisUrl },
      database: await connectDatabase({ kind: 'postgres', url }),
    });
    const a = await listen(first);
    const b = await listen(second);
    return {
      a,
      b,
      async close() {
        await second.close();
        await first.close();
      },
    };
  });
}
