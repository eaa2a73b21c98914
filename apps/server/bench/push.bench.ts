/**
 * npm run bench:push — Web Push delivery through the real path (ADR 0032), on a real PostgreSQL server.
 *
 * Creates a fresh database at DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * `--devices` subscriptions (default 1,000) made like browsers (a P-256 key pair and an auth secret
 * each) on the local RFC 8030 push service of the tests, and queues `--pushes` (default 10,000)
 * through `sendToDevices`: one pg-boss `push-send` job per device and push, encrypted and signed by
 * web-push, with the registry's retry settings except a 1-second first delay. The service answers
 * 500 to `--fail` (default 5 %) of first attempts, chosen at random, so retries happen. It prints
 * pushes a second, attempts, failures retried, and checks each push arrived exactly once (0 lost,
 * 0 twice) by decrypting a sample of 200 bodies. The database is dropped afterwards.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { parseConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import * as f from '../src/db/factories';
import { runMigrations } from '../src/db/migrate';
import { pushSubscriptions } from '../src/db/schema';
import { createJobQueue, type JobDefinition } from '../src/jobs/queue';
import { sendToDevices } from '../src/platform/push/dispatch-push';
import { registerPushRuntime } from '../src/platform/push/push-runtime';
import {
  PUSH_SEND_CONCURRENCY,
  PUSH_SEND_JOB,
  PUSH_SEND_RETRIES,
  sendPush,
  type PushSendData,
} from '../src/platform/push/send-push';
import { vapidKeysOf } from '../src/platform/push/vapid-keys';
import { startPushService, type createBrowserSubscription } from '../src/testing/push-service';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '1000' },
    pushes: { type: 'string', default: '10000' },
    fail: { type: 'string', default: '0.05' },
  },
});
const devices = Number(values.devices);
const pushes = Number(values.pushes);
const failShare = Number(values.fail);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `h_push_bench_${Date.now()}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
const config = parseConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'warn' });
const connection = await connectDatabase({ kind: 'postgres', url });
const silent = { info: () => {}, warn: () => {}, error: (o: object, m: string) => console.error(m, o) };
try {
  await runMigrations(connection);
  const db = connection.db;
  const keys = (await vapidKeysOf(db, config))!;
  const service = await startPushService({ vapidPublicKey: () => keys.publicKey });
  const browsers = new Map<string, ReturnType<typeof createBrowserSubscription>>();
  const ids: string[] = [];
  const user = await f.createUser(db, { role: 'azubi' });
  for (let i = 0; i < devices; i++) {
    const browser = service.subscribe();
    browsers.set(browser.endpoint.split('/').pop()!, browser);
    const [row] = await db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: browser.endpoint, ...browser.keys, deviceName: 'Bench on Linux' })
      .returning({ id: pushSubscriptions.id });
    ids.push(row!.id);
  }
  // Random first-attempt failures: the service fails the next push to a device this many times.
  let planned = 0;
  for (const browser of browsers.values()) {
    let failures = 0;
    for (let k = 0; k < Math.ceil(pushes / devices); k++) if (Math.random() < failShare) failures += 1;
    service.failNext(browser.endpoint, failures);
    planned += failures;
  }
  const queue = createJobQueue(connection, { pollingIntervalSeconds: 0.5 });
  const job: JobDefinition<null> = {
    name: PUSH_SEND_JOB,
    cron: null,
    queue: { ...PUSH_SEND_RETRIES, retryDelay: 1, retryDelayMax: 4 },
    concurrency: PUSH_SEND_CONCURRENCY,
    run: (_deps, data) => sendPush({ db, config, log: silent }, data as PushSendData),
  };
  await queue.start({ jobs: [job], deps: null, log: silent });
  registerPushRuntime(db, { queue, log: silent as never, agent: service.agent });
  const started = performance.now();
  const rounds = Math.ceil(pushes / devices);
  let queued = 0;
  for (let round = 0; round < rounds && queued < pushes; round++) {
    const batch = ids.slice(0, Math.min(devices, pushes - queued));
    await sendToDevices(
      { db, config, log: silent },
      batch,
      {
        payload: { title: `Push ${round}`, body: 'Bench', url: '/', tag: `r${round}`, type: 'bench', lang: 'en' },
        ttl: 60,
        urgency: 'normal',
        topic: `r${round}`,
      },
      [],
    );
    queued += batch.length;
  }
  const queuedMs = performance.now() - started;
  const deadline = Date.now() + 15 * 60 * 1000;
  while (service.received.length < pushes && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const seconds = (performance.now() - started) / 1000;
  // Exactly once: per device, one push of each round.
  const seen = new Map<string, number>();
  for (const push of service.received) {
    const key = `${push.subscription}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const perDevice = [...seen.values()];
  let decrypted = 0;
  for (const push of service.received.slice(0, 200)) {
    const payload = JSON.parse(browsers.get(push.subscription)!.decrypt(push.body)) as { title: string };
    if (payload.title.startsWith('Push ')) decrypted += 1;
  }
  const { attempts, refused } = service.stats();
  console.log(
    JSON.stringify(
      {
        devices,
        pushes,
        concurrency: PUSH_SEND_CONCURRENCY,
        queuedInMs: Math.round(queuedMs),
        deliveredInSeconds: Number(seconds.toFixed(1)),
        pushesPerSecond: Math.round(service.received.length / seconds),
        delivered: service.received.length,
        lost: pushes - service.received.length,
        deliveredTwice: perDevice.reduce((sum, n) => sum + Math.max(0, n - rounds), 0),
        attempts,
        failuresRetried: attempts - service.received.length - refused,
        failuresPlanned: planned,
        vapidRefused: refused,
        sampleDecrypted: `${decrypted}/${Math.min(200, service.received.length)}`,
      },
      null,
      2,
    ),
  );
  await queue.stop({ graceMs: 2000 });
  await service.close();
} finally {
  await connection.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
