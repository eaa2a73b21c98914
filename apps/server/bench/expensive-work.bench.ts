/**
 * npm run bench:expensive-work — does expensive work by some users slow everyone else? (issue 12:
 * 200 concurrent CV renders by one candidate made /api/health take up to 6 s.) A real server on
 * an in-memory PGlite, over HTTP: /api/health and a listing search are timed alone, then while
 * one candidate fires 200 CV downloads at once, then while 20 candidates ask for one each. Prints
 * the latencies and the answers by status; asserts nothing (tests do that).
 */
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { createCandidate, createEmployer, createListing, DEFAULT_PASSWORD } from '../src/db/factories';
import { runMigrations } from '../src/db/migrate';
import { TestAgent } from '../src/testing/test-agent';
import { percentile } from './stats';

const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
function report(label: string, samples: number[]) {
  console.log(
    `${label.padEnd(44)} n=${String(samples.length).padStart(4)}  p50 ${fmt(percentile(samples, 50))}  p95 ${fmt(percentile(samples, 95))}  max ${fmt(Math.max(...samples))}`,
  );
}

// The probes present their own addresses (X-Forwarded-For), as many visitors would.
const config = parseConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  TRUST_PROXY: '127.0.0.1',
});
const database = await connectDatabase({ kind: 'pglite', dataDir: null });
await runMigrations(database);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const { company } = await createEmployer(database.db);
for (let i = 0; i < 5; i++)
  await createListing(database.db, { companyId: company.id, title: `Ausbildung Pflege ${i}` });

/** A signed-in candidate's cookies, for fetch over HTTP. */
async function candidateCookie(i: number): Promise<string> {
  const { user } = await createCandidate(database.db, { user: { email: `bench-cv-${i}@example.org` } });
  const agent = new TestAgent(app, { ip: `10.2.0.${i + 1}` });
  const res = await agent.post('/api/auth/sign-in', { email: user.email, password: DEFAULT_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
  return agent.cookieNames.map((name) => `${name}=${agent.cookie(name)}`).join('; ');
}
const heavy = await candidateCookie(0);
const others = await Promise.all(Array.from({ length: 20 }, (_, i) => candidateCookie(i + 1)));

async function timed(url: string, headers: Record<string, string> = {}): Promise<[number, number]> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { headers });
  await res.arrayBuffer();
  return [performance.now() - started, res.status];
}

async function probe(durationMs: number): Promise<{ health: number[]; search: number[] }> {
  const health: number[] = [];
  const search: number[] = [];
  const until = performance.now() + durationMs;
  let i = 0;
  while (performance.now() < until) {
    health.push((await timed('/api/health'))[0]);
    search.push((await timed('/api/listings?q=pflege', { 'x-forwarded-for': `10.3.${i >> 8}.${i++ & 255}` }))[0]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { health, search };
}

console.log(`Node ${process.version}, ${(await import('node:os')).cpus().length} cores, ${base}\n`);
const quiet = await probe(2000);
report('GET /api/health, nothing else running', quiet.health);
report('GET /api/listings?q=pflege, nothing else', quiet.search);

/** Fires the CV downloads of `cookies` at once while health and search are probed. */
async function scenario(label: string, cookies: string[]) {
  const statuses = new Map<number, number>();
  const cvTimes: number[] = [];
  const started = performance.now();
  let done = false;
  const flood = Promise.all(
    cookies.map(async (cookie) => {
      const [ms, status] = await timed('/api/profile/cv.pdf?template=modern', { cookie });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) cvTimes.push(ms);
    }),
  ).finally(() => (done = true));
  const health: number[] = [];
  const search: number[] = [];
  let i = 0;
  while (!done) {
    health.push((await timed('/api/health'))[0]);
    search.push((await timed('/api/listings?q=pflege', { 'x-forwarded-for': `10.4.${i >> 8}.${i++ & 255}` }))[0]);
  }
  await flood;
  console.log(`\n${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  report('  GET /api/health meanwhile', health);
  report('  GET /api/listings?q=pflege meanwhile', search);
  report('  CV downloads rendered', cvTimes);
  console.log(
    `  CV answers by status: ${[...statuses.entries()]
      .sort()
      .map(([status, count]) => `${status} × ${count}`)
      .join(', ')}`,
  );
}

await scenario(
  'One candidate asks for 200 CVs at once',
  Array.from({ length: 200 }, () => heavy),
);
await scenario('20 candidates ask for one CV each at once', others);
await app.close();
await database.close();
