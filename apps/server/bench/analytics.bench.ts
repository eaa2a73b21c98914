/**
 * npm run bench:analytics — the admin's platform analytics over a year, on a real PostgreSQL server.
 *
 * Creates a fresh database at DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * and fills it with 100,000 users (`-- --users N`) signed up over the last 365 days (candidates,
 * employers with their companies, team members, a few staff; 0.5 % test users) and 1,000,000
 * analytics events (`-- --events N`): 45 % user journeys of 1 to 15 steps over 30 pages, weighted
 * towards the popular ones, and 55 % audit events (sign-ins, profile views, file downloads, ...),
 * plus proportionate listings, applications, interviews, conversations, messages, search profiles,
 * matches and payments. The journeys' daily roll-up and the active users are built from the events
 * as the app builds them when they arrive. Then it starts the real server, signs in an admin and
 * times GET /api/admin/analytics for one year (and 30 days, and the audit log's first page) over
 * HTTP, printing p50/p95/max and the first request apart (it counts and stores the closed days). The database is dropped afterwards (`-- --keep` keeps it). It
 * reports figures; it asserts nothing. Goal: a year under one second.
 */
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import * as f from '../src/db/factories';
import { runMigrations } from '../src/db/migrate';
import { rebuildJourneyRollup } from '../src/features/journeys/journey-rollup';
import { machineLine, ms, percentile } from './stats';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    events: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});
const userCount = Number(values.users);
const eventCount = Number(values.events);
const rounds = Number(values.rounds);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const PAGES = [
  '/',
  '/jobs',
  '/jobs/:id',
  '/auth',
  '/for-employers',
  '/blog',
  '/blog/:id',
  '/pricing',
  '/dashboard',
  '/azubi-profile',
  '/my-applications',
  '/messages',
  '/employer/analytics',
  '/employer/candidates',
  '/employer/candidates/:id',
  '/employer/listings',
  '/employer/applications',
  '/notifications',
  '/de',
  '/de/jobs',
  '/de/jobs/:id',
  '/de/auth',
  '/de/fuer-arbeitgeber',
  '/de/blog',
  '/de/dashboard',
  '/de/azubi-profile',
  '/de/messages',
  '/privacy-policy',
  '/terms-of-service',
  '/employer-profile/:id',
];
const AUDIT = [
  ['user_login', 40],
  ['user_logout', 15],
  ['profile_view', 20],
  ['file_download', 8],
  ['file_upload', 6],
  ['user_signup', 5],
  ['security_event', 4],
  ['admin_user_action', 1],
  ['team_invitation_created', 1],
] as const;
const weighted = AUDIT.flatMap(([action, weight]) => Array<string>(weight).fill(action));
const sqlArray = (items: readonly string[]) => `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`;
const YEAR = `now() - random() * interval '365 days'`;

async function step(label: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  console.log(`  ${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
}

async function fill(client: pg.Client, database: Awaited<ReturnType<typeof connectDatabase>>) {
  await client.query('select setseed(0.19)');
  await step(`${userCount.toLocaleString('en')} users`, () =>
    client.query(`
      insert into users (name, email, email_verified, role, is_test, created_at, updated_at)
      select 'Bench User ' || g, 'bench-' || g || '@example.org', random() < 0.85,
        (case when r < 0.70 then 'azubi' when r < 0.82 then 'employer' when r < 0.995 then 'team_member'
              when r < 0.998 then 'moderator' else 'admin' end)::user_role,
        random() < 0.005, t, t
      from (select g, random() r, ${YEAR} t from generate_series(1, ${userCount}) g) s`),
  );
  await client.query(
    `create temp table cand as select row_number() over (order by id) n, id, created_at from users where role = 'azubi'`,
  );
  await client.query(
    `create temp table emp as select row_number() over (order by id) n, id, created_at, is_test from users where role = 'employer'`,
  );
  await client.query('create index on cand (n); create index on emp (n)');
  await step('candidate profiles', () =>
    client.query(`
      insert into candidate_profiles (user_id, approval_status)
      select id, (case when random() < 0.6 then 'approved' when random() < 0.5 then 'pending' else 'draft' end)::approval_status
      from cand`),
  );
  await step('companies and their owners', async () => {
    await client.query(`
      insert into companies (name, slug, verification_status, is_test, created_at, updated_at)
      select 'Bench GmbH ' || n, 'bench-co-' || n,
        (case when random() < 0.55 then 'verified' when random() < 0.5 then 'pending' else 'not_verified' end)::company_verification_status,
        is_test, created_at, created_at
      from emp`);
    await client.query(`
      insert into company_members (company_id, user_id, role, created_at)
      select c.id, emp.id, 'admin', emp.created_at from emp join companies c on c.slug = 'bench-co-' || emp.n`);
  });
  await client.query(`create temp table co as select row_number() over (order by id) n, id from companies`);
  await client.query('create index on co (n)');
  const companies = Number((await client.query('select count(*) c from co')).rows[0].c);
  const candidates = Number((await client.query('select count(*) c from cand')).rows[0].c);
  const listingCount = Math.round(userCount * 0.3);
  await step(`${listingCount.toLocaleString('en')} listings`, () =>
    client.query(`
      insert into listings (company_id, title, description, program_type, german_level_required, location, created_at, updated_at)
      select co.id, 'Ausbildung ' || g, 'A training place.', 'ausbildung', 'B1', 'Berlin', t, t
      from (select g, 1 + floor(random() * ${companies})::int k, ${YEAR} t from generate_series(1, ${listingCount}) g) s
      join co on co.n = s.k`),
  );
  await client.query(`create temp table li as select row_number() over (order by id) n, id from listings`);
  await client.query('create index on li (n)');
  await step(`${(userCount * 1.5).toLocaleString('en')} applications (tried)`, () =>
    client.query(`
      insert into applications (listing_id, candidate_id, status, applied_at, updated_at)
      select li.id, cand.id,
        (case when r < 0.5 then 'pending' when r < 0.7 then 'reviewing' when r < 0.8 then 'shortlisted'
              when r < 0.85 then 'accepted' else 'rejected' end)::application_status, t, t
      from (select 1 + floor(random() * ${listingCount})::int l, 1 + floor(random() * ${candidates})::int c, random() r, ${YEAR} t
            from generate_series(1, ${Math.round(userCount * 1.5)})) s
      join li on li.n = s.l join cand on cand.n = s.c
      on conflict do nothing`),
  );
  await step(`${(userCount * 0.15).toLocaleString('en')} interviews`, () =>
    client.query(`
      insert into interviews (company_id, candidate_id, starts_at, platform, video_link, created_at, updated_at)
      select co.id, cand.id, t + interval '7 days', 'google_meet', 'https://meet.google.com/abc-defg-hij', t, t
      from (select 1 + floor(random() * ${companies})::int k, 1 + floor(random() * ${candidates})::int c, ${YEAR} t
            from generate_series(1, ${Math.round(userCount * 0.15)})) s
      join co on co.n = s.k join cand on cand.n = s.c`),
  );
  await step(`conversations and ${(userCount * 2).toLocaleString('en')} messages`, async () => {
    await client.query(`
      insert into conversations (company_id, candidate_id, created_at)
      select co.id, cand.id, ${YEAR}
      from (select 1 + floor(random() * ${companies})::int k, 1 + floor(random() * ${candidates})::int c
            from generate_series(1, ${Math.round(userCount * 0.3)})) s
      join co on co.n = s.k join cand on cand.n = s.c
      on conflict do nothing`);
    await client.query(
      `create temp table cv as select row_number() over (order by id) n, id, candidate_id from conversations`,
    );
    await client.query('create index on cv (n)');
    const conversations = Number((await client.query('select count(*) c from cv')).rows[0].c);
    await client.query(`
      insert into messages (conversation_id, seq, client_id, sender_id, sender_side, body, created_at)
      select id, row_number() over (partition by id order by t), gen_random_uuid(), candidate_id, 'candidate', 'Hello', t
      from (select cv.id, cv.candidate_id, ${YEAR} t
            from (select 1 + floor(random() * ${conversations})::int k from generate_series(1, ${userCount * 2})) s
            join cv on cv.n = s.k) m`);
  });
  await step(`search profiles, ${(userCount * 0.6).toLocaleString('en')} matches (tried), payments`, async () => {
    await client.query(`
      insert into candidate_search_profiles (company_id, name)
      select id, 'Nursing' from co where n % 5 = 0`);
    await client.query(
      `create temp table sp as select row_number() over (order by id) n, id from candidate_search_profiles`,
    );
    await client.query('create index on sp (n)');
    const profiles = Number((await client.query('select count(*) c from sp')).rows[0].c);
    await client.query(`
      insert into candidate_matches (search_profile_id, candidate_id, created_at)
      select sp.id, cand.id, ${YEAR}
      from (select 1 + floor(random() * ${profiles})::int p, 1 + floor(random() * ${candidates})::int c
            from generate_series(1, ${Math.round(userCount * 0.6)})) s
      join sp on sp.n = s.p join cand on cand.n = s.c
      on conflict do nothing`);
    await client.query(`
      insert into payments (company_id, amount_cents, status, provider, paid_at, created_at)
      select id, 9900, 'succeeded', 'local', now(), now() from co where n % 4 = 0`);
  });
  await client.query(`create temp table us as select row_number() over (order by id) n, id from users`);
  await client.query('create index on us (n)');
  const journeys = Math.round(eventCount * 0.45);
  await step(`${journeys.toLocaleString('en')} journeys`, () =>
    client.query(`
      insert into analytics_events (user_id, event, metadata, created_at)
      select case when signed_in then us.id end, 'user_journey',
        jsonb_build_object(
          'journey', j,
          'session_duration', (select sum((e->>'duration')::bigint) from jsonb_array_elements(j) e),
          'steps_count', jsonb_array_length(j),
          'entry_point', j->0->>'path',
          'exit_point', j->-1->>'path'),
        t
      from (
        select s.*, (
          select jsonb_agg(jsonb_build_object(
            'path', (${sqlArray(PAGES)})[1 + floor(power(random(), 2) * ${PAGES.length})::int],
            'timestamp', to_char(s.t + (i * interval '40 seconds'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'duration', floor(random() * random() * 300000)::int,
            'action', case when i = 1 then 'entry' else 'navigate' end) order by i)
          from generate_series(1, s.k + 0 * s.g) i) j
        from (select g, 1 + floor(random() * random() * 15)::int k, random() < 0.3 signed_in,
                1 + floor(random() * ${userCount})::int u, ${YEAR} t
              from generate_series(1, ${journeys}) g) s
      ) x
      join us on us.n = x.u`),
  );
  const audits = eventCount - journeys;
  await step(`${audits.toLocaleString('en')} audit events`, () =>
    client.query(`
      insert into analytics_events (user_id, event, metadata, ip_address, user_agent, created_at)
      select us.id, a, jsonb_build_object('resource_type', 'file', 'resource_id', gen_random_uuid()::text,
          'ip_address', ip, 'user_agent', 'Mozilla/5.0', 'timestamp', t),
        ip, 'Mozilla/5.0', t
      from (select (${sqlArray(weighted)})[1 + floor(random() * ${weighted.length})::int] a,
              1 + floor(random() * ${userCount})::int u, '203.0.113.' || floor(random() * 250)::int ip, ${YEAR} t
            from generate_series(1, ${audits})) s
      join us on us.n = s.u`),
  );
  await step('journey roll-up (rebuildJourneyRollup)', () => rebuildJourneyRollup(database.db));
  await step('active users per day', () =>
    client.query(`
      insert into analytics_active_users (day, user_id)
      select distinct (e.created_at at time zone 'UTC')::date, e.user_id
      from analytics_events e join users u on u.id = e.user_id where not u.is_test
      on conflict do nothing`),
  );
  await step('vacuum analyze', () => client.query('vacuum analyze'));
}

async function main() {
  const name = `azubi_bench_analytics_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ kind: 'postgres', url: url.toString() });
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await runMigrations(database);
    await client.connect();
    const started = performance.now();
    console.log('\nfilling:');
    await fill(client, database);
    const { rows } = await client.query<Record<string, string>>(`
      select (select count(*) from users) users, (select count(*) from analytics_events) events,
        (select count(*) from analytics_events where event = 'user_journey') journeys,
        (select count(*) from listings) listings, (select count(*) from applications) applications,
        (select count(*) from interviews) interviews, (select count(*) from messages) messages,
        (select count(*) from candidate_matches) matches, (select count(*) from analytics_journey_daily) rollup_rows,
        (select count(*) from analytics_active_users) active_rows`);
    const counts = Object.entries(rows[0]!)
      .map(([key, value]) => `${key} ${Number(value).toLocaleString('en')}`)
      .join(', ');
    console.log(`\n=== ${counts} — filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const staff = await f.createUser(database.db, { role: 'admin', email: 'bench-admin@example.org' });
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost',
      API_RATE_LIMIT: '1000000',
    });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const csrf = await fetch(`${base}/api/auth/csrf`);
    const csrfCookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
    const { token } = (await csrf.json()) as { token: string };
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookies.join('; ') },
      body: JSON.stringify({ email: staff.email, password: f.DEFAULT_PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const cookie = [...csrfCookies, ...signIn.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');

    const time = async (label: string, path: string) => {
      const coldStart = performance.now();
      const first = await fetch(`${base}${path}`, { headers: { cookie } });
      if (first.status !== 200) throw new Error(`${path}: ${first.status} ${await first.text()}`);
      await first.arrayBuffer();
      const cold = performance.now() - coldStart;
      const samples: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const start = performance.now();
        const res = await fetch(`${base}${path}`, { headers: { cookie } });
        await res.arrayBuffer();
        samples.push(performance.now() - start);
      }
      console.log(
        `  ${label.padEnd(40)} p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}  max ${ms(Math.max(...samples))}  (${rounds} runs; first request ${ms(cold)})`,
      );
    };
    console.log(`\n${machineLine()}`);
    console.log(
      'GET over HTTP; the first request of each (shown apart) also counts and stores the closed days it is the first to ask for:',
    );
    await time('/api/admin/analytics, 365 days', `/api/admin/analytics?from=${day(-364)}&to=${day(0)}`);
    await time('/api/admin/analytics, 30 days', `/api/admin/analytics?from=${day(-29)}&to=${day(0)}`);
    await time(
      '/api/admin/analytics/csv daily, 365 days',
      `/api/admin/analytics/csv?table=daily&from=${day(-364)}&to=${day(0)}`,
    );
    await time('/api/admin/audit-events, page 1', '/api/admin/audit-events');
    await time('/api/admin/audit-events, by action', '/api/admin/audit-events?action=file_download&page=3');
    await time('/api/admin/audit-events, by e-mail', '/api/admin/audit-events?email=bench-4242');
    await app.close();
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
    if (values.keep) console.log(`\nkept database ${name}`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

await main();
