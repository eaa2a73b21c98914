/**
 * npm run bench:auth — how long one sign-in takes (argon2id hashing included) and what the rate
 * limits cost and do, on this machine. Prints figures; asserts nothing (tests do that).
 * Runs on an in-memory PGlite; also measures the Redis counter store when Redis answers at
 * REDIS_URL (default redis://127.0.0.1:6379).
 */
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { createUser, DEFAULT_PASSWORD } from '../src/db/factories';
import { runMigrations } from '../src/db/migrate';
import { hashPassword, verifyPassword } from '../src/platform/session/password';
import {
  checkRateLimit,
  createPostgresRateLimitStore,
  createRedisRateLimitStore,
  RATE_LIMITS,
  type RateLimitStore,
} from '../src/http/rate-limiter';
import { TestAgent } from '../src/testing/test-agent';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
async function time<T>(fn: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}
function report(label: string, samples: number[]) {
  console.log(
    `${label.padEnd(46)} n=${String(samples.length).padStart(4)}  p50 ${fmt(percentile(samples, 50)).padStart(9)}  p95 ${fmt(percentile(samples, 95)).padStart(9)}  max ${fmt(Math.max(...samples)).padStart(9)}`,
  );
}

const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
const database = await connectDatabase({ kind: 'pglite', dataDir: null });
await runMigrations(database);
const app = await buildApp({ config, database });
await app.ready();
const user = await createUser(database.db, { email: 'bench@example.org' });

console.log(`Node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`);

const hashes: number[] = [];
for (let i = 0; i < 20; i++) hashes.push(await time(() => hashPassword('Sunflower7Field')));
report('argon2id hash (m=19 MiB, t=2, p=1)', hashes);
const stored = await hashPassword(DEFAULT_PASSWORD);
const verifies: number[] = [];
for (let i = 0; i < 20; i++)
  verifies.push(await time(() => verifyPassword({ hash: stored, password: DEFAULT_PASSWORD })));
report('argon2id verify', verifies);

const signIns: number[] = [];
for (let i = 0; i < 30; i++) {
  const agent = new TestAgent(app, { ip: `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}` });
  await agent.get('/api/auth/csrf');
  signIns.push(
    await time(async () => {
      const res = await agent.post('/api/auth/sign-in', { email: user.email, password: DEFAULT_PASSWORD });
      if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
    }),
  );
}
report('POST /api/auth/sign-in (whole request, PGlite)', signIns);

const attacker = new TestAgent(app, { ip: '10.9.9.9' });
const statuses: number[] = [];
for (let i = 0; i < 7; i++)
  statuses.push(
    (await attacker.post('/api/auth/sign-in', { email: user.email, password: 'Wrong1Password' })).statusCode,
  );
console.log(
  `\nlogin attempts 1–7 from one address: ${statuses.join(' ')}  (limit ${RATE_LIMITS.login.limit} per ${RATE_LIMITS.login.windowMs / 60000} min)`,
);
const signups: number[] = [];
const signupAgent = new TestAgent(app, { ip: '10.9.9.10' });
for (let i = 0; i < 4; i++)
  signups.push(
    (
      await signupAgent.post('/api/auth/sign-up', {
        email: `s${i}@example.org`,
        password: 'Sunflower7Field',
        fullName: 'Bench Mark',
        role: 'azubi',
      })
    ).statusCode,
  );
console.log(`sign-ups 1–4 from one address:       ${signups.join(' ')}  (limit ${RATE_LIMITS.signup.limit} per hour)`);
const resets: number[] = [];
const resetAgent = new TestAgent(app, { ip: '10.9.9.11' });
for (let i = 0; i < 4; i++)
  resets.push((await resetAgent.post('/api/auth/forgot-password', { email: user.email })).statusCode);
console.log(
  `reset requests 1–4 for one account:  ${resets.join(' ')}  (limit ${RATE_LIMITS.passwordReset.limit} per hour)\n`,
);

async function benchStore(label: string, store: RateLimitStore) {
  const samples: number[] = [];
  for (let i = 0; i < 500; i++)
    samples.push(
      await time(() => checkRateLimit(store, RATE_LIMITS.login, [`ip:bench-${i % 50}`, `account:bench-${i % 10}`])),
    );
  report(`rate-limit check, 2 counters (${label})`, samples);
}
await benchStore('PGlite', createPostgresRateLimitStore(database.db));
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  connectTimeout: 1000,
});
try {
  await redis.connect();
  await benchStore('Redis', createRedisRateLimitStore(redis, `bench:${Date.now()}:`));
} catch {
  console.log('rate-limit check (Redis): skipped, no Redis answering');
} finally {
  redis.disconnect();
}

await app.close();
await database.close();
