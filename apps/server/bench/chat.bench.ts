/**
 * npm run bench:chat — realtime messaging across two server instances (issue 14).
 *
 * Two real server instances (bench/chat-server.ts, child processes running buildApp) share one
 * fresh PostgreSQL database and one Redis (socket.io's Redis adapter between them). N
 * authenticated sockets (default 1,000) in N/2 conversations: the candidate of a conversation is
 * connected to one instance and the company's person to the other, so every delivery crosses
 * instances. Each socket's user sends one message a second through the HTTP API (with a client
 * id) for the run's length; the other side's socket receives it as `message.new`.
 *
 * Printed: delivery latency (HTTP send started → event received on the other side) p50/p95/p99,
 * messages sent, acknowledged, delivered, lost and duplicated, each server's CPU and memory, and
 * this process's own CPU (it shares the machine). Then a second run kills one instance (SIGKILL)
 * a third of the way in: its clients reconnect to the other instance, resend what was not
 * acknowledged (same client id), catch up with `?after=<seq>`, and lost/duplicated are counted
 * again after the catch-up. Clients also catch up when they see a gap in the numbers (a message
 * stored by the dying instance but never announced).
 *
 * Issue 31 adds where the CPU goes, per message delivered: each server instance, PostgreSQL (the
 * backends of this run's database, from /proc), Redis (its INFO cpu: the whole server, shared with
 * whoever else uses it) and this process, the load generator (its own process; its share of the
 * machine is printed); the SQL statements each instance sent per message (counted at the driver in
 * chat-server.ts: everything, the send, its batch of notices and badges, joins and catch-up); and,
 * with --idle N, N idle sockets (two per user: phone and desktop) on server A: memory per socket
 * (after a garbage collection) and the heartbeat's CPU over a minute, before the run. Where the
 * server loads pg_stat_statements (`shared_preload_libraries`; the shared development server does
 * not, so there the line says so), PostgreSQL's time per message stored is printed per statement
 * family (the send, the follow-up batch, joins, sessions, ...: calls, execution and planning time,
 * rows, blocks, WAL bytes) with the costliest statements (bench/pg-statements.ts). A private server
 * for that: initdb, `shared_preload_libraries = 'pg_stat_statements'`, and DATABASE_ADMIN_URL on it.
 *
 * Options: --sockets 1000 --seconds 60 --interval 1 (seconds between one socket's messages: the
 * offered rate is sockets / interval per second) --kill-seconds <seconds> (second run; 0 skips it), --keep
 * (keep the database), --idle 10000 (idle sockets on server A), --one-instance (only server A: both
 * people of every conversation on it). Needs PostgreSQL (DATABASE_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and Redis (BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379; a Redis of its own keeps other runs' socket.io traffic out of the figures).
 * BENCH_CPU_PROF=<dir> has each instance write a V8 CPU profile there when it stops. Asserts
 * nothing: tests do that.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { Redis } from 'ioredis';
import { Agent, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Message, MessagePage } from '@azubi/shared/messaging/messaging';
import type { ServerEvent } from '@azubi/shared/messaging/realtime';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { connectDatabase } from '../src/db/client';
import { createCandidate, createConversation, createEmployer } from '../src/db/factories';
import { runMigrations } from '../src/db/migrate';
import { messages, sessions } from '../src/db/schema';
import { openStatementStats } from './pg-statements';
import { machineLine, ms, percentile } from './stats';

// ---------------------------------------------------------------- options
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const SOCKETS = Math.max(2, Math.floor(option('sockets', 1000) / 2) * 2);
const SECONDS = option('seconds', 60);
const INTERVAL = Math.max(0.01, option('interval', 1));
const KILL_SECONDS = option('kill-seconds', Math.max(15, Math.round(SECONDS / 2)));
const KEEP = args.includes('--keep');
const IDLE = Math.floor(option('idle', 0) / 2) * 2;
const ONE_INSTANCE = args.includes('--one-instance');
const CONVERSATIONS = SOCKETS / 2;
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const AUTH_SECRET = randomBytes(32).toString('hex');
/** Linux counts process CPU time in ticks of 1/100 s. */
const CLOCK_TICKS = 100;

// ---------------------------------------------------------------- database
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dbName = `azubi_bench_chat_${run}`;
const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${dbName}"`);
const database = await connectDatabase({ kind: 'postgres', url: dbUrl });
await runMigrations(database);
const db = database.db;
/** PostgreSQL's per-statement account where the server loads pg_stat_statements, else null. */
const statementStats = await openStatementStats(database.pool!, dbName);
/** Messages in the database: PostgreSQL's work is per message stored (an overloaded run stores some it never acknowledges). */
const storedMessages = async () =>
  Number((await database.pool!.query<{ n: string }>('select count(*) as n from messages /* chat bench */')).rows[0]!.n);

// ---------------------------------------------------------------- servers
type Server = { name: string; child: ChildProcess; url: string; port: number; alive: boolean };
const serverScript = fileURLToPath(new URL('./chat-server.ts', import.meta.url));

const started: ChildProcess[] = [];
/** On any failure: stop the servers this run started and drop its database. */
async function cleanUpAfterFailure(error: unknown) {
  console.error(error);
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  if (!KEEP) await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => {});
  process.exit(1);
}
process.on('uncaughtException', (error) => void cleanUpAfterFailure(error));
process.on('unhandledRejection', (error) => void cleanUpAfterFailure(error));

async function startServer(name: string): Promise<Server> {
  const child = fork(serverScript, [], {
    // BENCH_CPU_PROF=<dir>: each instance writes a V8 CPU profile there when it stops (where the servers' CPU goes).
    execArgv: [
      '--expose-gc',
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      // BENCH_SERVER_NODE_ARGS='--trace-gc': more Node flags for each instance (where the pauses come from).
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: {
      ...process.env,
      // Production's start-up checks want https, a TLS proxy, SMTP and Stripe; none of them is
      // measured here, and the bench's session cookie is the plain-http one.
      NODE_ENV: 'development',
      AUTH_SECRET,
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      PUBLIC_URL: 'http://127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // As createTestApp: the general API limit (100 a minute) is tested elsewhere, not here.
      API_RATE_LIMIT: '1000000',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { type: string; port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`server ${name} exited (${code}) before listening`)));
  });
  const server: Server = { name, child, port, url: `http://127.0.0.1:${port}`, alive: true };
  child.once('exit', () => {
    server.alive = false;
  });
  return server;
}

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
function processUsage(pid: number): { cpuSeconds: number; rssBytes: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { cpuSeconds, rssBytes: Number(rss?.[1] ?? 0) * 1024 };
  } catch {
    return null;
  }
}

/** Asks a server over IPC (chat-server.ts): its statement count, or its memory after a GC. */
function ask<T>(server: Server, type: 'stats' | 'gc'): Promise<T | null> {
  if (!server.alive) return Promise.resolve(null);
  return new Promise((resolve) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      server.child.off('message', onMessage);
      resolve(message as T);
    };
    server.child.on('message', onMessage);
    server.child.send({ type });
    setTimeout(() => resolve(null), 10_000);
  });
}
const statementsOf = async (server: Server) => (await ask<{ statements: number }>(server, 'stats'))?.statements ?? null;

/** CPU seconds of the PostgreSQL backends serving this run's database (and when each was first seen). */
async function postgresCpu(): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName]);
  const usage = new Map<number, number>();
  for (const { pid } of rows) {
    const seen = processUsage(pid);
    if (seen) usage.set(pid, seen.cpuSeconds);
  }
  return usage;
}
const redisInfo = new Redis(redisUrl, { lazyConnect: true });
await redisInfo.connect();
/** Redis' own CPU seconds (INFO cpu): the whole server, shared with others using it. */
async function redisCpu(): Promise<number> {
  const info = await redisInfo.info('cpu');
  const value = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return value('used_cpu_user') + value('used_cpu_sys');
}

/** Samples a server's CPU and memory every second while a run lasts. */
function watch(server: Server) {
  const pid = server.child.pid!;
  const start = processUsage(pid);
  const startedAt = performance.now();
  let last = start;
  let lastAt = startedAt;
  let maxRss = start?.rssBytes ?? 0;
  const timer = setInterval(() => {
    const now = processUsage(pid);
    if (!now) return;
    last = now;
    lastAt = performance.now();
    maxRss = Math.max(maxRss, now.rssBytes);
  }, 1000);
  return () => {
    clearInterval(timer);
    const end = server.alive ? (processUsage(pid) ?? last) : last;
    const endAt = server.alive ? performance.now() : lastAt;
    const seconds = (endAt - startedAt) / 1000;
    const cpuSeconds = start && end ? end.cpuSeconds - start.cpuSeconds : 0;
    const cpu = (cpuSeconds / Math.max(seconds, 0.001)) * 100;
    const line = `${server.name}: CPU ${cpu.toFixed(0)}% of one core over ${seconds.toFixed(0)} s, memory ${(
      (end?.rssBytes ?? 0) /
      1024 /
      1024
    ).toFixed(0)} MB at the end (max ${(maxRss / 1024 / 1024).toFixed(0)} MB)${server.alive ? '' : ' (killed)'}`;
    return { name: server.name, line, cpuSeconds };
  };
}

// ---------------------------------------------------------------- HTTP
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
type Answer = { status: number; body: unknown; setCookie: string[] };

function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, setCookie: res.headers['set-cookie'] ?? [] });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** better-auth's session cookie: the token signed with the secret (HMAC-SHA256, base64). */
function sessionCookie(token: string): string {
  const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
  return `azubi.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

// ---------------------------------------------------------------- people
type Client = {
  index: number;
  userId: string;
  side: 'candidate' | 'company';
  conversationId: string;
  counterpart: number;
  cookie: string;
  csrf: string;
  server: Server;
  socket: Socket | null;
  /** Every seq this client holds (its own and the other side's), and the highest one without a gap. */
  held: Set<number>;
  contiguous: number;
  /** The other side's messages received on the live channel: client id → times. */
  live: Map<string, number>;
  /** The other side's messages that came only through catch-up. */
  caughtUp: Set<string>;
  catchingUp: Promise<void> | null;
  failingOver: Promise<void> | null;
  gapTimer: NodeJS.Timeout | null;
};

const servers = ONE_INSTANCE
  ? [await startServer('server A')]
  : [await startServer('server A'), await startServer('server B')];
console.log(`chat: preparing ${SOCKETS} users in ${CONVERSATIONS} conversations on ${dbName} …`);
const prepareStarted = performance.now();
const clients: Client[] = [];
// Past better-auth's refresh age (a day short of 30): a session read is a read, not also an update.
const expires = new Date(Date.now() + 29.5 * 24 * 3600_000);
for (let start = 0; start < CONVERSATIONS; start += 25) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(25, CONVERSATIONS - start) }, async (_, k) => {
      const i = start + k;
      const { user: candidate } = await createCandidate(db, { user: { email: `bench-chat-c${i}-${run}@example.org` } });
      const { user: employer, company } = await createEmployer(db, {
        user: { email: `bench-chat-e${i}-${run}@example.org` },
      });
      const conversation = await createConversation(db, {
        companyId: company.id,
        candidateId: candidate.id,
        subject: `Bench ${i}`,
      });
      return { i, candidate, employer, conversation };
    }),
  );
  for (const { i, candidate, employer, conversation } of batch) {
    for (const [user, side] of [
      [candidate, 'candidate'],
      [employer, 'company'],
    ] as const) {
      const index = clients.length;
      const token = randomBytes(24).toString('base64url');
      await db.insert(sessions).values({ token, userId: user.id, expiresAt: expires });
      clients.push({
        index,
        userId: user.id,
        side,
        conversationId: conversation.id,
        counterpart: side === 'candidate' ? index + 1 : index - 1,
        cookie: sessionCookie(token),
        csrf: '',
        // The two people of a conversation on different instances: every delivery crosses them.
        server: servers[(i + (side === 'candidate' ? 0 : 1)) % servers.length]!,
        socket: null,
        held: new Set(),
        contiguous: 0,
        live: new Map(),
        caughtUp: new Set(),
        catchingUp: null,
        failingOver: null,
        gapTimer: null,
      });
    }
  }
}

// A session cookie made here must be one the server accepts.
const me = await call(servers[0]!.url, 'GET', '/api/me', { cookie: clients[0]!.cookie });
if (me.status !== 200) throw new Error(`the bench's session cookie was refused: /api/me answered ${me.status}`);

// CSRF: one token per person (its cookie pairs with it), from either instance (same secret).
// In groups of 100: a thousand at once outlast the 10-second timeout on a loaded machine.
for (let start = 0; start < clients.length; start += 100) {
  await Promise.all(
    clients.slice(start, start + 100).map(async (client) => {
      const answer = await call(client.server.url, 'GET', '/api/auth/csrf', { cookie: client.cookie });
      client.csrf = (answer.body as { token: string }).token;
      const csrfCookies = answer.setCookie.map((cookie) => cookie.split(';')[0]).join('; ');
      client.cookie = `${client.cookie}; ${csrfCookies}`;
    }),
  );
}
console.log(`  prepared in ${((performance.now() - prepareStarted) / 1000).toFixed(1)} s`);

// ---------------------------------------------------------------- realtime
type Sent = { sender: number; sentAt: number; seq: number | null; acknowledged: boolean };
let sent = new Map<string, Sent>();
let latencies: number[] = [];
let sendLatencies: number[] = [];

function hold(client: Client, seq: number) {
  client.held.add(seq);
  while (client.held.has(client.contiguous + 1)) client.contiguous++;
}

function receive(client: Client, message: Message, via: 'live' | 'catch-up') {
  const isNew = !client.held.has(message.seq);
  hold(client, message.seq);
  if (message.sender.side === client.side) return;
  if (via === 'live') {
    const times = (client.live.get(message.clientId) ?? 0) + 1;
    client.live.set(message.clientId, times);
    const record = sent.get(message.clientId);
    if (times === 1 && isNew && record) latencies.push(performance.now() - record.sentAt);
  } else if (isNew) {
    client.caughtUp.add(message.clientId);
  }
}

/** Asks for everything after the highest seq held without a gap, as the web client does on reconnect. */
function catchUp(client: Client): Promise<void> {
  client.catchingUp ??= (async () => {
    let after = client.contiguous;
    for (;;) {
      const answer = await call(
        client.server.url,
        'GET',
        `/api/conversations/${client.conversationId}/messages?after=${after}&limit=100`,
        { cookie: client.cookie },
      );
      if (answer.status !== 200) throw new Error(`catch-up answered ${answer.status}`);
      const page = answer.body as MessagePage;
      for (const message of page.items) receive(client, message, 'catch-up');
      if (!page.hasMore || page.items.length === 0) break;
      after = page.items.at(-1)!.seq;
    }
  })().finally(() => {
    client.catchingUp = null;
  });
  return client.catchingUp;
}

/** A seq beyond the first gap that is still there a moment later: a message was missed; catch up. */
function watchGap(client: Client) {
  if (client.gapTimer || client.held.size === client.contiguous) return;
  client.gapTimer = setTimeout(() => {
    client.gapTimer = null;
    if (client.held.size !== client.contiguous) void catchUp(client).catch(() => {});
  }, 1500);
}

async function connect(client: Client): Promise<void> {
  const socket = io(client.server.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie: client.cookie },
  });
  client.socket = socket;
  socket.on('event', (event: ServerEvent) => {
    if (event.type !== 'message.new' || event.conversationId !== client.conversationId) return;
    receive(client, event.message, 'live');
    watchGap(client);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  const ack = (await socket.timeout(10_000).emitWithAck('conversation.join', {
    conversationId: client.conversationId,
  })) as { ok: boolean; error?: string };
  if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
}

/** After its instance died: connect to a live one, join, and catch up after the last seq held. */
function failOver(client: Client): Promise<void> {
  client.failingOver ??= (async () => {
    client.socket?.removeAllListeners();
    client.socket?.close();
    client.socket = null;
    for (let attempt = 0; ; attempt++) {
      const live = servers.find((server) => server.alive);
      // The run is over and its servers stopped while a late resend was still failing over.
      if (!live) return;
      client.server = live;
      try {
        await connect(client);
        await catchUp(client);
        return;
      } catch (error) {
        if (attempt > 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 + attempt * 100));
      }
    }
  })().finally(() => {
    client.failingOver = null;
  });
  return client.failingOver;
}

const connectStarted = performance.now();
for (let start = 0; start < clients.length; start += 100) {
  await Promise.all(clients.slice(start, start + 100).map((client) => connect(client)));
}
console.log(
  `  ${clients.length} sockets connected and joined in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s (${clients.filter((c) => c.server === servers[0]).length} on A, ${clients.filter((c) => c.server === servers[1]).length} on B)`,
);

// ---------------------------------------------------------------- sending
let failedOver: Promise<void>[] = [];
let resends = { count: 0, alreadyStored: 0 };
const statusCounts = new Map<string, number>();

async function send(client: Client, clientId: string, sequence: number): Promise<void> {
  const record: Sent = { sender: client.index, sentAt: performance.now(), seq: null, acknowledged: false };
  if (!sent.has(clientId)) sent.set(clientId, record);
  for (let attempt = 0; attempt < 10; attempt++) {
    const server = client.server;
    try {
      const started = performance.now();
      const answer = await call(
        server.url,
        'POST',
        `/api/conversations/${client.conversationId}/messages`,
        { cookie: client.cookie, 'x-csrf-token': client.csrf },
        { clientId, body: `bench ${client.index} #${sequence}`, attachmentIds: [] },
      );
      statusCounts.set(String(answer.status), (statusCounts.get(String(answer.status)) ?? 0) + 1);
      if (answer.status === 201 || answer.status === 200) {
        if (attempt === 0) sendLatencies.push(performance.now() - started);
        if (attempt > 0) {
          resends.count++;
          if (answer.status === 200) resends.alreadyStored++;
        }
        const message = answer.body as Message;
        const entry = sent.get(clientId)!;
        entry.seq = message.seq;
        entry.acknowledged = true;
        hold(client, message.seq);
        return;
      }
      if (answer.status < 500) return;
    } catch {
      // The instance is gone (connection refused or reset): move to a live one and send again.
    }
    if (!server.alive || !client.server.alive) {
      if (client.server === server) failedOver.push(failOver(client));
      await new Promise((resolve) => setTimeout(resolve, 300));
    } else {
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
  }
}

async function runPhase(label: string, seconds: number, kill?: { at: number; server: Server }) {
  sent = new Map();
  latencies = [];
  sendLatencies = [];
  failedOver = [];
  resends = { count: 0, alreadyStored: 0 };
  statusCounts.clear();
  for (const client of clients) {
    client.live.clear();
    client.caughtUp.clear();
  }
  const stops = servers.filter((server) => server.alive).map(watch);
  const statementsStart = await Promise.all(servers.map(statementsOf));
  const postgresStart = await postgresCpu();
  const statementsByPostgresStart = await statementStats?.snapshot();
  const storedStart = statementStats ? await storedMessages() : 0;
  const redisStart = await redisCpu();
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  const timers: NodeJS.Timeout[] = [];
  console.log(`\n${label}`);
  for (const client of clients) {
    const offset = (client.index / clients.length) * INTERVAL * 1000;
    for (let k = 0; k < Math.floor(seconds / INTERVAL); k++) {
      timers.push(setTimeout(() => inFlight.push(send(client, crypto.randomUUID(), k)), offset + k * INTERVAL * 1000));
    }
  }
  let killedAt: number | null = null;
  if (kill) {
    timers.push(
      setTimeout(() => {
        killedAt = performance.now() - started;
        kill.server.child.kill('SIGKILL');
        kill.server.alive = false;
        // Its sockets notice the dead connection; the clients move to the live instance.
        for (const client of clients) {
          if (client.server === kill.server) failedOver.push(failOver(client));
        }
      }, kill.at * 1000),
    );
  }
  const progress = setInterval(() => {
    const acknowledgedSoFar = [...sent.values()].filter((record) => record.acknowledged).length;
    console.log(
      `  … ${((performance.now() - started) / 1000).toFixed(0)} s: sent ${sent.size}, acknowledged ${acknowledgedSoFar}, delivered ${latencies.length}`,
    );
  }, 10_000);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 1000));
  // An overloaded server may not answer everything: wait at most 30 s more, then count what is open.
  const settle = (promises: Promise<void>[]) =>
    Promise.race([Promise.allSettled(promises), new Promise((resolve) => setTimeout(resolve, 30_000))]);
  await settle(inFlight);
  await settle(failedOver);
  clearInterval(progress);
  // Deliveries still on their way: wait until every acknowledged message arrived, at most 15 s.
  const graceStarted = performance.now();
  const expected = () => [...sent.entries()].filter(([, record]) => record.acknowledged);
  const missingLive = () =>
    expected().filter(([clientId, record]) => {
      const receiver = clients[clients[record.sender]!.counterpart]!;
      return !receiver.live.has(clientId) && !receiver.caughtUp.has(clientId);
    }).length;
  while (missingLive() > 0 && performance.now() - graceStarted < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const serverLines = stops.map((stop) => stop());
  const statementsEnd = await Promise.all(servers.map(statementsOf));
  const postgresEnd = await postgresCpu();
  const statementsByPostgresEnd = await statementStats?.snapshot();
  const storedInPhase = statementStats ? (await storedMessages()) - storedStart : 0;
  const postgresSeconds = [...postgresEnd].reduce((sum, [pid, end]) => sum + end - (postgresStart.get(pid) ?? 0), 0);
  const redisSeconds = (await redisCpu()) - redisStart;

  const acknowledged = expected();
  const attempted = sent.size;
  let deliveredLive = 0;
  let duplicatedLive = 0;
  for (const client of clients) {
    for (const times of client.live.values()) {
      deliveredLive++;
      duplicatedLive += times - 1;
    }
  }
  const lostBefore = missingLive();
  const caughtUpBefore = clients.reduce((sum, client) => sum + client.caughtUp.size, 0);
  // Every client catches up once more (as after any reconnect), then nothing may be missing.
  let catchUpFailed = 0;
  await Promise.race([
    Promise.all(
      clients.map((client) =>
        catchUp(client).catch(() => {
          catchUpFailed++;
        }),
      ),
    ),
    new Promise((resolve) => setTimeout(resolve, 60_000)),
  ]);
  // Lost for good would be an acknowledged message the database does not have.
  const stored = new Set((await db.select({ clientId: messages.clientId }).from(messages)).map((row) => row.clientId));
  const notStored = acknowledged.filter(([clientId]) => !stored.has(clientId)).length;
  const lostAfter = missingLive();
  const caughtUp = clients.reduce((sum, client) => sum + client.caughtUp.size, 0);

  console.log(
    `  sent ${attempted}, acknowledged ${acknowledged.length}, not acknowledged ${attempted - acknowledged.length}; HTTP answers ${[
      ...statusCounts,
    ]
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')}`,
  );
  console.log(
    `  send (HTTP) p50 ${ms(percentile(sendLatencies, 50))}  p95 ${ms(percentile(sendLatencies, 95))}  p99 ${ms(percentile(sendLatencies, 99))}`,
  );
  console.log(
    `  delivery to the other side (across instances) p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(Math.max(...latencies))}`,
  );
  console.log(
    `  delivered live ${deliveredLive}, duplicated live ${duplicatedLive}; ` +
      `missing before the final catch-up ${lostBefore} (recovered by gap or reconnect catch-up during the run: ${caughtUpBefore})`,
  );
  console.log(
    `  after catch-up: lost ${lostAfter}, duplicated 0 (kept by seq), caught up in all ${caughtUp}` +
      `${catchUpFailed > 0 ? ` (${catchUpFailed} clients' final catch-up failed: the server did not answer in time)` : ''}; ` +
      `acknowledged but not in the database: ${notStored}`,
  );
  if (kill) {
    console.log(
      `  ${kill.server.name} killed at ${((killedAt ?? 0) / 1000).toFixed(1)} s; resent after the kill ${resends.count} (already stored, answered 200 without a second row: ${resends.alreadyStored})`,
    );
  }
  for (const { line } of serverLines) console.log(`  ${line}`);
  const generatorSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `  load generator (this process: sockets + HTTP, same machine): CPU ${((generatorSeconds / elapsed) * 100).toFixed(0)}% of one core, ` +
      `${((generatorSeconds / elapsed / cpus().length) * 100).toFixed(0)}% of the machine's ${cpus().length} cores`,
  );
  // Where each millisecond goes, per message acknowledged (issue 31).
  const perMessage = (seconds: number) => `${((seconds * 1000) / Math.max(acknowledged.length, 1)).toFixed(2)} ms`;
  const serverSeconds = serverLines.reduce((sum, part) => sum + part.cpuSeconds, 0);
  console.log(`  CPU per message acknowledged (${acknowledged.length}):`);
  for (const part of serverLines) console.log(`    ${part.name.padEnd(16)} ${perMessage(part.cpuSeconds)}`);
  console.log(`    ${'servers summed'.padEnd(16)} ${perMessage(serverSeconds)}`);
  console.log(`    ${'PostgreSQL'.padEnd(16)} ${perMessage(postgresSeconds)} (this database's backends)`);
  console.log(`    ${'Redis'.padEnd(16)} ${perMessage(redisSeconds)} (the whole shared server)`);
  console.log(`    ${'load generator'.padEnd(16)} ${perMessage(generatorSeconds)}`);
  const counted = servers.map((server, i) =>
    statementsStart[i] !== null && statementsEnd[i] !== null ? statementsEnd[i]! - statementsStart[i]! : null,
  );
  const totalStatements = counted.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  console.log(
    `  SQL statements per message acknowledged: ${(totalStatements / Math.max(acknowledged.length, 1)).toFixed(2)} ` +
      `(${servers.map((server, i) => `${server.name} ${counted[i] ?? 'killed'}`).join(', ')}; all of them: sends, their batches, catch-up)`,
  );
  if (statementStats && statementsByPostgresStart && statementsByPostgresEnd)
    for (const line of statementStats.report(statementsByPostgresStart, statementsByPostgresEnd, storedInPhase))
      console.log(line);
  else
    console.log(
      "  PostgreSQL per statement: pg_stat_statements is not loaded by this server (shared_preload_libraries), so only the backends' CPU above",
    );
}

// ---------------------------------------------------------------- idle sockets (issue 31)
const idleSockets: Socket[] = [];
if (IDLE > 0) {
  const target = servers[0]!;
  const users = IDLE / 2;
  const tokens = Array.from({ length: users }, () => randomBytes(24).toString('base64url'));
  const pool = database.pool!;
  const { rows: idleUsers } = await pool.query<{ id: string }>(
    `insert into users (name, email, email_verified, role)
     select 'Idle ' || g, 'bench-idle-' || g || '-' || $2 || '@example.org', true, 'azubi'
     from generate_series(1, $1::int) g returning id`,
    [users, run],
  );
  await pool.query(
    `insert into sessions (token, user_id, expires_at) select * from unnest($1::text[], $2::uuid[], $3::timestamptz[])`,
    [tokens, idleUsers.map((u) => u.id), idleUsers.map(() => expires)],
  );
  const before = await ask<{ rss: number; heapUsed: number }>(target, 'gc');
  const connectAt = performance.now();
  // In groups of 100, each tried again a few times: on a loaded machine a handshake may wait past
  // the pool's connection timeout.
  const connectIdle = async (cookie: string): Promise<void> => {
    for (let attempt = 0; ; attempt++) {
      const socket = io(target.url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: { cookie },
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', (error) => reject(error));
        });
        idleSockets.push(socket);
        return;
      } catch (error) {
        socket.close();
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
      }
    }
  };
  for (let start = 0; start < IDLE; start += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, IDLE - start) }, (_, k) =>
        connectIdle(sessionCookie(tokens[Math.floor((start + k) / 2)]!)),
      ),
    );
  }
  console.log(
    `\nidle: ${IDLE} sockets (${users} users, two each) on ${target.name} in ${((performance.now() - connectAt) / 1000).toFixed(1)} s`,
  );
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const after = await ask<{ rss: number; heapUsed: number }>(target, 'gc');
  if (before && after)
    console.log(
      `  memory per idle socket (after a GC): ${((after.rss - before.rss) / IDLE / 1024).toFixed(1)} KB resident, ` +
        `${((after.heapUsed - before.heapUsed) / IDLE / 1024).toFixed(1)} KB of JS heap ` +
        `(${target.name}: ${(before.rss / 1024 / 1024).toFixed(0)} → ${(after.rss / 1024 / 1024).toFixed(0)} MB)`,
    );
  const stop = watch(target);
  const generatorStart = process.cpuUsage();
  const idleSeconds = 60;
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const { line, cpuSeconds } = stop();
  const generator = process.cpuUsage(generatorStart);
  console.log(`  heartbeat, ${idleSeconds} s idle (pings every 25 s): ${line}`);
  console.log(
    `  = ${((cpuSeconds / idleSeconds / IDLE) * 1e6).toFixed(1)} µs of server CPU per socket and second; ` +
      `load generator ${(((generator.user + generator.system) / 1e6 / idleSeconds) * 100).toFixed(0)}% of one core`,
  );
}

console.log(
  `\nchat: ${clients.length} sockets in ${CONVERSATIONS} conversations, ${servers.length} instance(s), PostgreSQL + Redis${IDLE ? ` (+ ${IDLE} idle sockets on server A)` : ''}; each sends a message every ${INTERVAL} s (offered ${Math.round(clients.length / INTERVAL)} messages/s)`,
);
console.log(machineLine());
await runPhase(`run 1: ${SECONDS} s, both instances up`, SECONDS);
if (KILL_SECONDS > 0 && servers.length > 1) {
  await runPhase(
    `run 2: ${KILL_SECONDS} s, server B killed (SIGKILL) after ${Math.round(KILL_SECONDS / 3)} s`,
    KILL_SECONDS,
    { at: Math.round(KILL_SECONDS / 3), server: servers[1]! },
  );
}

// The database: one row per message, whatever was resent.
const rows = await db.select({ clientId: messages.clientId, senderId: messages.senderId }).from(messages);
const unique = new Set(rows.map((row) => `${row.senderId}:${row.clientId}`));
console.log(`\ndatabase: ${rows.length} messages, ${rows.length - unique.size} stored twice`);
console.log(machineLine());

// ---------------------------------------------------------------- clean-up
for (const client of clients) client.socket?.close();
for (const socket of idleSockets) socket.close();
redisInfo.disconnect();
// Let the servers see the sockets go before they stop (their presence updates need Redis).
await new Promise((resolve) => setTimeout(resolve, 1000));
for (const server of servers) if (server.alive) server.child.kill('SIGTERM');
await Promise.all(
  servers.map((server) =>
    server.alive ? new Promise((resolve) => server.child.once('exit', resolve)) : Promise.resolve(),
  ),
);
agent.destroy();
await database.close();
if (!KEEP) await admin.query(`drop database if exists "${dbName}" with (force)`);
else console.log(`kept database ${dbName}`);
await admin.end();
