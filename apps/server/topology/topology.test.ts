/**
 * `npm run test:topology` (issue 30, ADR 0031): the production build (`NODE_ENV=production`) as
 * two app instances behind HAProxy (deploy/haproxy/haproxy.cfg), with a PostgreSQL primary and a
 * streaming replica (testing/replica-pair.ts), Redis, an S3-compatible store (s3rver), a real SMTP
 * inbox and the Stripe stub. Every request goes through the proxy; the test looks at the
 * instances directly only for their metrics and readiness, and at the primary to count rows.
 *
 * 1. Core flows of every role: sign-up with the mail from the inbox and verification, a profile
 *    photo (S3) read back through the other instance, a listing, search from the replica (replay
 *    paused: not found; resumed: found), apply, first contact, a conversation whose two sockets sit
 *    on different instances, an interview and its one-hour reminder (the every-minute sweep), a
 *    Stripe checkout and its signed webhook, an admin campaign's test send; socket.io's polling
 *    fallback stays on one instance (sticky cookie).
 * 2. Under a steady write load (messages with client ids, resent until acknowledged): SIGKILL one
 *    instance and restart it; sessions and rate limits hold across instances; sockets reconnect and
 *    catch up. Then a rolling restart (SIGTERM one, wait ready, then the other).
 * 3. Every acknowledged write is in the database once; each scheduled occurrence ran once; the
 *    metrics of an instance name every family of docs/operations.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import Redis from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../src/db/client';
import * as f from '../src/db/factories';
import { expectMetricFamilies, METRIC_FAMILIES, PROCESS_METRIC_FAMILIES } from '../src/testing/metric-families';
import { multipart } from '../src/testing/multipart';
import * as media from '../src/testing/fixtures/media';
import { startReplicaPair } from '../src/testing/replica-pair';
import { startLocalS3, type LocalS3 } from '../src/testing/s3-server';
import { startSmtpInbox } from '../src/testing/smtp-inbox';
import { startStripeStub, type StripeStub } from '../src/testing/stripe-stub';
import { buildState } from '../../../scripts/build-key.mjs';
import { Client, Instance, MAIN_JS, pause, startHaproxy, until } from './topology-kit';

// Ports of this test (3590–3599) and Redis database 11 (flushed at the start).
const PROXY_PORT = Number(process.env.TOPOLOGY_PORT ?? 3590);
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const REDIS_URL = process.env.TOPOLOGY_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const PUBLIC_URL = 'https://topology.azubi.test';
const WRITERS = 8; // four conversations, both sides writing
const WRITE_INTERVAL_MS = 2_500; // 24 a minute per person: under the 30-a-minute message limit

let pair: Awaited<ReturnType<typeof startReplicaPair>>;
let s3: LocalS3;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let stripe: StripeStub;
let proxy: Awaited<ReturnType<typeof startHaproxy>>;
let primary: DatabaseConnection;
let replicaAdmin: pg.Client;
const instances: Instance[] = [];
const clients: Client[] = [];
const sockets: Socket[] = [];
let addressCount = 10;
const started = Date.now();

/** A new person: another client address. */
const client = (language: 'en' | 'de' = 'en') => {
  const c = new Client(PROXY, `127.0.0.${addressCount++}`, language);
  clients.push(c);
  return c;
};

const figures: Record<string, string | number> = {};
const requestsBefore = () => clients.reduce((sum, c) => sum + c.servedBy.length, 0);

async function signIn(email: string, password = f.DEFAULT_PASSWORD, language: 'en' | 'de' = 'en') {
  const c = client(language);
  const res = await c.post('/api/auth/sign-in', { email, password });
  expect(res.status, res.text).toBe(200);
  return c;
}

/** A socket through the proxy (WebSocket), every server event kept; rejoins its conversations on reconnect. */
async function socketFor(c: Client, conversationId: string) {
  const socket = io(PROXY, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    randomizationFactor: 0,
    extraHeaders: { cookie: c.cookieHeader },
    localAddress: c.address,
  } as Parameters<typeof io>[1]);
  sockets.push(socket);
  const events: { type: string; message?: { seq: number; clientId: string; body: string } }[] = [];
  socket.on('event', (event) => events.push(event));
  socket.on('connect', () => {
    void socket
      .timeout(5000)
      .emitWithAck('conversation.join', { conversationId })
      .catch(() => undefined);
  });
  await until('socket connect', async () => socket.connected);
  await until('joined', async () => {
    const ack = (await socket.timeout(5000).emitWithAck('conversation.join', { conversationId })) as { ok: boolean };
    return ack.ok;
  });
  return { socket, events };
}

/** Which instance holds a socket: the one whose azubi_sockets_connected went up. */
async function socketCounts(): Promise<number[]> {
  return Promise.all(instances.map((i) => (i.child ? i.metric('azubi_sockets_connected') : Promise.resolve(0))));
}

beforeAll(async () => {
  if (!existsSync(MAIN_JS)) throw new Error('apps/server/dist/main.js is missing: npm run build');
  // Never the figures of a stale build (scripts/build-key.mjs); npm run test:topology builds first when it is.
  const build = buildState();
  if (!build.fresh) throw new Error(`The production build is stale: ${build.reason}. Run npm run build.`);
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
  [pair, s3, inbox, stripe] = await Promise.all([
    startReplicaPair(),
    startLocalS3(),
    startSmtpInbox(),
    startStripeStub(),
  ]);
  const admin = new pg.Client({ connectionString: pair.primaryUrl });
  await admin.connect();
  await admin.query('create database azubi');
  await admin.end();
  const databaseUrl = pair.primaryUrl.replace(/\/postgres$/, '/azubi');
  const readUrl = pair.replicaUrl.replace(/\/postgres$/, '/azubi');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // HAProxy connects from 127.0.0.1; the client address is the one it appends to X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_READ_URL: readUrl,
    REDIS_URL,
    SMTP_URL: inbox.url,
    ...s3.env,
    ...stripe.env,
    INSTANCES: '2',
    LOG_LEVEL: 'warn',
    // The balancer checks every second and needs two failures: 3 s of serving while not ready.
    SHUTDOWN_DRAIN_SECONDS: '3',
    SHUTDOWN_TIMEOUT_SECONDS: '20',
  };
  instances.push(new Instance('app1', PROXY_PORT + 1, PROXY_PORT + 3, env));
  instances.push(new Instance('app2', PROXY_PORT + 2, PROXY_PORT + 4, env));
  // Both start at once: the migrations run under an advisory lock, once.
  for (const instance of instances) instance.start();
  await Promise.all(instances.map((i) => i.ready()));
  proxy = await startHaproxy({
    PROXY_BIND: `127.0.0.1:${PROXY_PORT}`,
    APP1: `127.0.0.1:${PROXY_PORT + 1}`,
    APP2: `127.0.0.1:${PROXY_PORT + 2}`,
  });
  // HAProxy marks both up after their first check.
  await until('both instances behind the proxy', async () => {
    const seen = new Set<string>();
    const probe = client();
    for (let i = 0; i < 4; i++) seen.add(String((await probe.get('/api/ready')).headers['x-served-by']));
    return seen.size === 2;
  });
  primary = await connectDatabase({ kind: 'postgres', url: databaseUrl });
  replicaAdmin = new pg.Client({ connectionString: pair.replicaUrl });
  await replicaAdmin.connect();
  figures['start-up (services, two instances, proxy)'] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
}, 300_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const c of clients) c.close();
  await proxy?.stop();
  await Promise.all(instances.map((i) => (i.child ? i.stop() : null)));
  await primary?.close();
  await replicaAdmin?.end().catch(() => undefined);
  await Promise.all([pair?.stop(), s3?.close(), inbox?.close(), stripe?.close()]);
  figures['HTTP requests answered through the proxy'] = requestsBefore();
  figures['total time'] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(
    `\nTopology figures (HAProxy, 2 instances, PostgreSQL primary + replica, Redis, S3, SMTP, Stripe stub):\n${Object.entries(
      figures,
    )
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`,
  );
}, 60_000);

/** State shared by the flows, in order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ids and clients of the flows before
const s: Record<string, any> = {};

describe('core flows of every role, through the proxy only', () => {
  it('a candidate and an employer sign up, get the mail from the inbox and verify', async () => {
    for (const [key, role, language] of [
      ['candidate', 'azubi', 'en'],
      ['employer', 'employer', 'de'],
    ] as const) {
      const c = client(language);
      const email = `${key}-${Date.now().toString(36)}@topology-${key}.de`;
      const res = await c.post('/api/auth/sign-up', {
        email,
        password: 'Sunflower7Field',
        fullName: 'Amina El Idrissi',
        role,
      });
      expect(res.status, res.text).toBe(201);
      const mail = await inbox.waitFor(email);
      const token = mail.text.match(/auth-callback\?token=([0-9a-f-]{36})/)?.[1];
      expect(token, mail.text.slice(0, 500)).toBeTruthy();
      const verified = await client().post('/api/auth/verify-email', { token });
      expect(verified.status, verified.text).toBe(200);
      expect((await c.get('/api/me')).body.user).toMatchObject({ email, emailVerified: true });
      s[key] = { client: c, email };
    }
  });

  it('the candidate uploads a photo (S3) that every instance serves', async () => {
    const c: Client = s.candidate.client;
    const body = multipart({ bytes: media.png(), filename: 'me.png', contentType: 'image/png' });
    const res = await c.call('POST', '/api/profile/photo', undefined, { raw: body.payload, headers: body.headers });
    expect(res.status, res.text).toBe(200);
    const photoUrl: string = res.body.profile.personal.photoUrl;
    expect(photoUrl).toBeTruthy();
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const photo = await c.get(photoUrl.replace(/^https?:\/\/[^/]+/, ''));
      expect(photo.status).toBe(200);
      servedBy.add(String(photo.headers['x-served-by']));
    }
    expect(servedBy.size).toBe(2);
  });

  it('an employer publishes a listing; search reads the replica', async () => {
    const { user, company } = await f.createEmployer(primary.db, {
      user: { email: `hr-${Date.now().toString(36)}@topology-klinik.de`, timezone: 'Europe/Berlin' },
      company: { verificationStatus: 'verified', name: 'Topologie Klinikum' },
    });
    await f.ensureDefaultPlans(primary.db);
    const hr = await signIn(user.email);
    s.hr = { client: hr, user, company };
    // Replay paused on the replica: the listing is on the primary but search does not see it.
    await replicaAdmin.query('select pg_wal_replay_pause()');
    const word = `Zerspanung${randomBytes(3).toString('hex')}`;
    const listing = await hr.post('/api/employer/listings', {
      title: `Ausbildung ${word}`,
      description: 'Drei Jahre Ausbildung in unserer Werkstatt mit Berufsschule.',
      programType: 'ausbildung',
      category: 'health',
      germanLevelRequired: 'B1',
      location: 'Frankfurt am Main',
      startDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      salaryMin: 1100,
      salaryMax: 1300,
      durationYears: 3,
      visaSponsorship: true,
    });
    expect(listing.status, listing.text).toBe(201);
    s.listing = listing.body;
    const reader = client();
    expect((await reader.get(`/api/listings?q=${word}`)).body.items).toHaveLength(0);
    await replicaAdmin.query('select pg_wal_replay_resume()');
    const found = await until('the listing in search', async () => {
      const res = await reader.get(`/api/listings?q=${word}`);
      return res.body?.items?.length === 1 ? res.body.items[0] : undefined;
    });
    expect(found.id).toBe(listing.body.id);
  });

  it('an approved candidate applies; the employer makes first contact; a conversation across instances', async () => {
    // Applying needs a profile a moderator approved: this candidate comes approved from the factory.
    const { user: applicant } = await f.createCandidate(primary.db, {
      user: { email: `applicant-${Date.now().toString(36)}@topology-candidate.de`, timezone: 'UTC', locale: 'en' },
    });
    const candidate = await signIn(applicant.email);
    s.applicant = { client: candidate, email: applicant.email, id: applicant.id };
    const applied = await candidate.post(`/api/listings/${s.listing.id}/applications`, {
      coverLetter: 'Ich freue mich.',
    });
    expect(applied.status, applied.text).toBe(201);
    s.application = applied.body;
    const hr: Client = s.hr.client;
    const contact = await hr.post('/api/conversations', {
      clientId: randomUUID(),
      applicationId: s.application.id,
      subject: 'Ihre Bewerbung',
      body: 'Guten Tag, wir möchten Sie kennenlernen.',
      attachmentIds: [],
    });
    expect(contact.status, contact.text).toBeLessThan(300);
    s.conversationId = contact.body.conversationId ?? contact.body.conversation?.id ?? contact.body.id;
    expect(s.conversationId).toBeTruthy();

    // Two sockets on different instances (round robin; reconnect until they differ).
    let hrSide = await socketFor(hr, s.conversationId);
    let counts = await socketCounts();
    const hrInstance = counts.findIndex((n) => n > 0);
    let candidateSide = await socketFor(candidate, s.conversationId);
    for (let tries = 0; (await socketCounts())[hrInstance]! > 1 && tries < 6; tries++) {
      candidateSide.socket.disconnect();
      await until('socket gone', async () => (await socketCounts())[hrInstance] === 1);
      candidateSide = await socketFor(candidate, s.conversationId);
    }
    counts = await socketCounts();
    expect(counts).toEqual([1, 1]);
    s.hrSide = hrSide;
    s.candidateSide = candidateSide;
    s.candidateInstance = 1 - hrInstance;

    const sent = await hr.post(`/api/conversations/${s.conversationId}/messages`, {
      clientId: randomUUID(),
      body: 'Passt Ihnen Montag?',
      attachmentIds: [],
    });
    expect(sent.status, sent.text).toBe(201);
    await until('delivered across instances', async () =>
      candidateSide.events.some((e) => e.type === 'message.new' && e.message?.body === 'Passt Ihnen Montag?'),
    );
    const reply = await candidate.post(`/api/conversations/${s.conversationId}/messages`, {
      clientId: randomUUID(),
      body: 'Ja, gern!',
      attachmentIds: [],
    });
    expect(reply.status, reply.text).toBe(201);
    await until('reply delivered', async () =>
      hrSide.events.some((e) => e.type === 'message.new' && e.message?.body === 'Ja, gern!'),
    );
    hrSide = s.hrSide;
  });

  it("socket.io's polling fallback stays on the instance that opened it (sticky cookie)", async () => {
    const c = client();
    const open = await c.get('/socket.io/?EIO=4&transport=polling');
    expect(open.status, open.text).toBe(200);
    const sid = open.text.match(/"sid":"([^"]+)"/)?.[1];
    expect(sid).toBeTruthy();
    expect(c.cookies.get('AZUBI_NODE')).toMatch(/^app[12]$/);
    for (let i = 0; i < 4; i++) {
      // Unauthenticated: the server answers the connect packet with an error, on the same session.
      const poll = await c.call('POST', `/socket.io/?EIO=4&transport=polling&sid=${sid}`, undefined, {
        raw: Buffer.from('40'),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        csrf: false,
      });
      expect(poll.status, poll.text).toBe(200);
    }
  });

  it('the employer schedules an interview; the reminder job mails it once', async () => {
    const hr: Client = s.hr.client;
    const at = new Date(Date.now() + 40 * 60_000);
    at.setUTCSeconds(0, 0);
    at.setUTCMinutes(Math.ceil(at.getUTCMinutes() / 5) * 5);
    const res = await hr.post('/api/interviews', {
      candidateId: s.applicant.id,
      applicationId: s.application.id,
      slots: [{ date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) }],
      durationMinutes: 30,
      timezone: 'UTC',
      platform: 'zoom',
      videoLink: 'https://us02web.zoom.us/j/123456789',
      message: 'Bis bald.',
    });
    expect(res.status, res.text).toBe(201);
    s.interviewAt = Date.now();
    // The reminder is checked at the end (the sweep runs each minute; the kill runs meanwhile).
  });

  it('the employer buys a package through Stripe; the signed webhook activates it', async () => {
    const hr: Client = s.hr.client;
    const plans = (await hr.get('/api/plans')).body.items as { id: string; code: string }[];
    const plan = plans.find((p) => p.code === 'package-3')!;
    const checkout = await hr.post('/api/subscription/checkout', { planId: plan.id, idempotencyKey: randomUUID() });
    expect(checkout.status, checkout.text).toBe(200);
    const session = [...stripe.sessions.values()].find(
      (x) => (x.metadata as { paymentId: string }).paymentId === checkout.body.checkoutId,
    )!;
    expect(checkout.body.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    for (const event of stripe.pay(session.id as string)) {
      const { payload, headers } = stripe.signed(event);
      const hook = await client().call('POST', '/api/webhooks/stripe', undefined, {
        raw: Buffer.from(payload),
        headers,
        csrf: false,
      });
      expect(hook.status, hook.text).toBe(200);
    }
    expect((await hr.get(`/api/subscription/checkout/${checkout.body.checkoutId}`)).body.status).toBe('paid');
  });

  it("an admin's campaign test send arrives in the inbox", async () => {
    const adminUser = await f.createUser(primary.db, {
      role: 'admin',
      email: `admin-${Date.now().toString(36)}@topology-admin.de`,
    });
    const admin = await signIn(adminUser.email);
    s.admin = admin;
    const campaign = await admin.post('/api/admin/campaigns', {
      name: 'Topology news',
      audience: 'azubis',
      filter: {},
      subjectEn: 'News from the topology',
      subjectDe: 'Neues aus der Topologie',
      bodyEn: '# Hello\n\nAll instances are up.',
      bodyDe: '# Hallo\n\nAlle Instanzen laufen.',
    });
    expect(campaign.status, campaign.text).toBe(201);
    const sent = await admin.post(`/api/admin/campaigns/${campaign.body.id}/test-send`, { locale: 'en' });
    expect(sent.status, sent.text).toBe(200);
    expect((await inbox.waitFor(adminUser.email)).subject).toContain('News from the topology');
  });
});

/** Writers: people in conversations sending a message every few seconds, resending until acknowledged. */
type Ack = { conversationId: string; senderId: string; clientId: string; body: string };
const acks: Ack[] = [];
let attempts = 0;
let failedAttempts = 0;
let writing = true;
const writerLoops: Promise<void>[] = [];

async function startWriters() {
  for (let i = 0; i < WRITERS / 2; i++) {
    const { user: employer, company } = await f.createEmployer(primary.db, {
      company: { verificationStatus: 'verified' },
    });
    const { user: candidate } = await f.createCandidate(primary.db);
    const conversation = await f.createConversation(primary.db, { companyId: company.id, candidateId: candidate.id });
    for (const user of [employer, candidate]) {
      const c = await signIn(user.email);
      writerLoops.push(writerLoop(c, conversation.id, user.id, `${i}-${user.role}`));
    }
  }
}

async function writerLoop(c: Client, conversationId: string, senderId: string, name: string) {
  for (let n = 0; writing; n++) {
    const body = `w${name}-${n}`;
    const clientId = randomUUID();
    for (;;) {
      attempts++;
      try {
        const res = await c.call(
          'POST',
          `/api/conversations/${conversationId}/messages`,
          { clientId, body, attachmentIds: [] },
          { timeoutMs: 10_000 },
        );
        if (res.status === 201 || res.status === 200) {
          acks.push({ conversationId, senderId, clientId, body });
          break;
        }
        failedAttempts++;
      } catch {
        failedAttempts++;
      }
      await pause(200);
    }
    await pause(WRITE_INTERVAL_MS);
  }
}

/** Every acknowledged message is stored, once. */
async function checkWrites(label: string) {
  const { rows } = await primary.pool!.query<{ client_id: string; body: string; n: string }>(
    `select client_id, body, count(*) over (partition by body) as n from messages where body like 'w%'`,
  );
  const stored = new Map(rows.map((r) => [r.client_id, r]));
  const lost = acks.filter((a) => !stored.has(a.clientId));
  const duplicated = rows.filter((r) => Number(r.n) > 1);
  figures[`${label}: acknowledged writes checked`] = acks.length;
  figures[`${label}: lost`] = lost.length;
  figures[`${label}: duplicated`] = duplicated.length;
  figures[`${label}: attempts (writes sent, resends included)`] = attempts;
  figures[`${label}: failed attempts (resent)`] = failedAttempts;
  expect(lost).toEqual([]);
  expect(duplicated).toEqual([]);
}

describe('one instance killed mid-run, then a rolling restart, under a steady write load', () => {
  it('SIGKILL: sessions and rate limits hold, sockets reconnect and catch up, no acknowledged write is lost', async () => {
    await startWriters();
    await pause(4_000);
    const victim = instances[s.candidateInstance as number]!;
    const survivor = instances[1 - (s.candidateInstance as number)]!;
    const candidateSide = s.candidateSide as Awaited<ReturnType<typeof socketFor>>;
    const hr: Client = s.hr.client;
    let disconnectedAt = 0;
    candidateSide.socket.once('disconnect', () => (disconnectedAt = Date.now()));
    // What a client does on reconnect: ask for everything after the last number it held when the
    // connection broke (a message announced after the reconnect does not fill the gap before it).
    const seqAtKill = Math.max(
      0,
      ...candidateSide.events.filter((e) => e.type === 'message.new').map((e) => e.message!.seq),
    );
    const killedAt = Date.now();
    victim.kill();
    // While the candidate's socket is down, the employer writes (through the surviving instance).
    const during: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = `Während des Ausfalls ${i}`;
      for (;;) {
        const res = await hr
          .post(`/api/conversations/${s.conversationId}/messages`, { clientId: randomUUID(), body, attachmentIds: [] })
          .catch(() => null);
        if (res?.status === 201) break;
        await pause(100);
      }
      during.push(body);
    }
    await until('candidate socket reconnected', async () => candidateSide.socket.connected, 20_000);
    const reconnectedAt = Date.now();
    figures['kill: reconnect time (SIGKILL → socket connected again)'] = `${reconnectedAt - killedAt} ms`;
    figures['kill: disconnect noticed after'] = `${(disconnectedAt || reconnectedAt) - killedAt} ms`;
    const lastSeq = seqAtKill;
    const candidate: Client = s.applicant.client;
    let lastPage = '';
    await until('caught up', async () => {
      const page = await candidate.get(`/api/conversations/${s.conversationId}/messages?after=${lastSeq}`);
      lastPage = `${page.status} ${page.text.slice(0, 600)} (after=${lastSeq}, sent while down: ${during.join(', ')})`;
      const bodies = new Set([
        ...(page.body.items as { body: string }[]).map((m) => m.body),
        ...candidateSide.events.filter((e) => e.type === 'message.new').map((e) => e.message!.body),
      ]);
      return during.every((b) => bodies.has(b));
    }).catch(async (error: Error) => {
      const { rows } = await primary.pool!.query<{ seq: number; body: string }>(
        'select seq, body from messages where conversation_id = $1 order by seq',
        [s.conversationId],
      );
      const events = candidateSide.events.map((e) => `${e.type}:${e.message?.seq ?? ''}:${e.message?.body ?? ''}`);
      throw new Error(
        `${error.message}; last page: ${lastPage}; stored: ${JSON.stringify(rows)}; events: ${events.join(' | ')}`,
      );
    });
    // The session made before the kill works on the surviving instance.
    expect((await candidate.get('/api/me')).body.user.email).toBe(s.applicant.email);

    victim.start();
    await victim.ready();
    await until('restarted instance back behind the proxy', async () => {
      const seen = new Set<string>();
      const probe = client();
      for (let i = 0; i < 4; i++) seen.add(String((await probe.get('/api/health')).headers['x-served-by']));
      return seen.size === 2;
    });
    figures['kill: restart until ready behind the proxy'] = `${((Date.now() - reconnectedAt) / 1000).toFixed(1)} s`;

    // Sessions: one signed-in person's requests land on both instances and are signed in on each.
    const served = new Map<string, number>();
    for (let i = 0; i < 6; i++) {
      const me = await candidate.get('/api/me');
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe(s.applicant.email);
      served.set(String(me.headers['x-served-by']), 1);
    }
    expect(served.size).toBe(2);
    // Rate limits: five sign-in attempts per address in 15 minutes, counted across instances.
    const guesser = client();
    const statuses: number[] = [];
    const where = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await guesser.post('/api/auth/sign-in', { email: s.applicant.email, password: 'wrong-password-1' });
      statuses.push(res.status);
      where.add(String(res.headers['x-served-by']));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(where.size).toBe(2);
    expect(survivor.child).not.toBeNull();
    await checkWrites('kill');
  }, 300_000);

  it('rolling restart (SIGTERM one, wait ready, then the other) loses nothing', async () => {
    // An instance a failed step left down comes back first.
    for (const instance of instances) if (!instance.child) instance.start();
    await Promise.all(instances.map((i) => i.ready()));
    const before = { acks: acks.length, failed: failedAttempts };
    const started = Date.now();
    for (const instance of instances) {
      const stopping = Date.now();
      const code = await instance.stop();
      expect(code, instance.output.slice(-10).join('\n')).toBe(0);
      const starting = Date.now();
      instance.start();
      await instance.ready();
      figures[`rolling restart: ${instance.name} SIGTERM → exit, start → ready`] =
        `${((starting - stopping) / 1000).toFixed(1)} s, ${((Date.now() - starting) / 1000).toFixed(1)} s`;
      // The balancer needs a check (1 s) to send traffic to it again.
      await pause(1_500);
    }
    figures['rolling restart: duration'] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    await pause(3_000);
    writing = false;
    await Promise.all(writerLoops);
    figures['rolling restart: writes acknowledged during it'] = acks.length - before.acks;
    figures['rolling restart: failed attempts during it'] = failedAttempts - before.failed;
    await checkWrites('after both runs');
  }, 300_000);
});

describe('after the run', () => {
  it('the interview reminder went out once, and each scheduled occurrence ran once', async () => {
    const reminder = await until(
      'the interview reminder',
      async () => inbox.mails.find((m) => m.to.includes(s.applicant.email) && m.subject.startsWith('In one hour')),
      90_000,
    );
    expect(reminder).toBeTruthy();
    await pause(1_000);
    expect(
      inbox.mails.filter((m) => m.to.includes(s.applicant.email) && m.subject.startsWith('In one hour')),
    ).toHaveLength(1);
    const { rows } = await primary.pool!.query<{ name: string; minute: string; n: string }>(
      `select name, date_trunc('minute', created_on) as minute, count(*) as n
         from pgboss.job where name in ('interview-sweep', 'message-emails', 'email-campaigns', 'billing-sweep')
        group by 1, 2 having count(*) > 1`,
    );
    expect(rows).toEqual([]);
    const { rows: runs } = await primary.pool!.query<{ n: string }>(
      `select count(*) as n from pgboss.job where name = 'interview-sweep' and state = 'completed'`,
    );
    figures['interview-sweep runs (one per minute, none twice)'] = Number(runs[0]!.n);
  }, 120_000);

  it("an instance's metrics name every family of docs/operations.md", async () => {
    const text = await instances[0]!.metrics();
    expectMetricFamilies(text, [...METRIC_FAMILIES, ...PROCESS_METRIC_FAMILIES]);
    // The metrics are not on the public port.
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await client().get(path);
      expect(res.status).not.toBe(200);
      expect(res.text).not.toContain('azubi_http_requests_total');
    }
  });
});
