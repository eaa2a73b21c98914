/**
 * npm run bench:search — the listing browser at scale, on a real PostgreSQL server.
 *
 * For each size (default 10,000 then 100,000 listings; `-- --sizes 100000` to choose) it creates a
 * fresh database at DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * fills it with listings as a national market has them (German and English text; a long tail of
 * companies, one per 50 listings, and of towns beside the big cities; programs, fields, levels and
 * the two offers correlated as in real listings, visa sponsorship and free accommodation often
 * together), starts the real server on a free port and sends a fixed mix of queries over HTTP to
 * GET /api/listings: common and rare words, the most common words together, typos, filters alone,
 * combined and excluding each other, every sort, and the last page reached by the cursor. It
 * prints p50/p95/p99 of the endpoint and of the same search without HTTP, each shape's p99, and
 * EXPLAIN ANALYZE of the statements behind typical and adversarial shapes (ADR 0007). The database is
 * dropped afterwards (`-- --keep` keeps it for a closer look). With `-- --concurrency 50` it then
 * replays the same mix from that many clients at once for `--duration` seconds (default 30) and
 * prints requests per second, p50/p95/p99 under load, the answers that were not 200 (a search past
 * its statement timeout answers 503) and each query shape's p99. It reports figures; it asserts nothing.
 */
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { BrowseQuerySchema } from '@azubi/shared/listings/listing';
import pg from 'pg';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import {
  prefixQuery,
  searchListings,
  searchListingsQuery,
  searchWords,
} from '../src/features/listings/search-listings';
import { machineLine, ms, percentile } from './stats';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    rounds: { type: 'string', default: '30' },
    /** Keep the filled database for a closer look (its name is printed) instead of dropping it. */
    keep: { type: 'boolean', default: false },
    /** Clients searching at once after the sequential rounds (0: no load run). */
    concurrency: { type: 'string', default: '0' },
    /** Seconds the load run lasts. */
    duration: { type: 'string', default: '30' },
    /**
     * Where the server counts its API limit: `redis` (BENCH_REDIS_URL, default redis://127.0.0.1:6379),
     * as a deployment past one machine runs, or `database`, as a single machine without Redis does
     * (one write per request, on the database the search reads).
     */
    limits: { type: 'string', default: 'redis' },
  },
});
const redisUrl = values.limits === 'redis' ? (process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379') : null;
const concurrency = Number(values.concurrency);
const durationSeconds = Number(values.duration);
const sizes = values.sizes.split(',').map(Number);
const rounds = Number(values.rounds);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/**
 * The fixed mix: common and rare words, German and English, typos, a word no listing has, filters
 * alone and combined, all sorts; and what a visitor can send on purpose: filters that exclude each
 * other or match nothing, the most common words together, a one-letter prefix, a one-day window.
 * The last pages reached by the cursor are added once the data is there (`lastPages`).
 */
const MIX: string[] = [
  'q=pflege',
  'q=Ausbildung',
  'q=nursing',
  'q=software',
  'q=mechatroniker',
  'q=mechatronicker',
  'q=kaufmann%20einzelhandel',
  'location=berlin',
  'category=health',
  'programType=fsj',
  'germanLevel=B1',
  'location=munich&category=it',
  'q=koch&location=hamburg',
  'visa=true&accommodation=true',
  `startFrom=${day(30)}&startTo=${day(120)}&sort=start`,
  'sort=oldest',
  'q=elektroniker&sort=start',
  'programType=ausbildung&germanLevel=B2&location=cologne',
  'q=hotel&category=hospitality',
  'q=astronaut',
  '',
  'programType=bfd&category=it',
  'germanLevel=A1',
  'visa=true&accommodation=true&programType=bfd&location=leipzig',
  'q=und%20in%20team',
  'q=a',
  'q=ausbildung%20kaufmann%20einzelhandel%20team',
  'q=pflege&sort=oldest',
  'category=it&sort=start',
  `startFrom=${day(200)}&startTo=${day(200)}`,
  'q=hambrug',
  'q=fachinformatiker&location=leipzig&visa=true',
];

const BERUFE = [
  ['Pflegefachfrau / Pflegefachmann', 'nursing', 'health'],
  ['Kaufmann / Kauffrau im Einzelhandel', 'retail sales', 'business'],
  ['Fachinformatiker Anwendungsentwicklung', 'software development', 'it'],
  ['Fachinformatiker Systemintegration', 'IT systems integration', 'it'],
  ['KFZ-Mechatroniker', 'car mechatronics', 'engineering'],
  ['Elektroniker für Energie- und Gebäudetechnik', 'electronics technician', 'engineering'],
  ['Anlagenmechaniker SHK', 'plumbing and heating', 'engineering'],
  ['Koch / Köchin', 'cook', 'hospitality'],
  ['Hotelfachmann / Hotelfachfrau', 'hotel management', 'hospitality'],
  ['Bäcker / Bäckerin', 'bakery', 'hospitality'],
  ['Medizinische Fachangestellte', 'medical assistant', 'health'],
  ['Zahnmedizinische Fachangestellte', 'dental assistant', 'health'],
  ['Industriemechaniker', 'industrial mechanic', 'engineering'],
  ['Tischler / Tischlerin', 'carpentry', 'engineering'],
  ['Fachkraft für Lagerlogistik', 'warehouse logistics', 'business'],
  ['Kaufmann / Kauffrau für Büromanagement', 'office management', 'business'],
  ['Altenpfleger / Altenpflegerin', 'elderly care', 'health'],
  ['Erzieher / Erzieherin', 'childcare', 'other'],
  ['Friseur / Friseurin', 'hairdressing', 'other'],
  ['Physiotherapeut / Physiotherapeutin', 'physiotherapy', 'health'],
];
const SECTORS = ['health', 'social', 'children', 'elderly', 'sports', 'culture', 'environment', 'education'];
const CITIES = [
  ['Berlin', 'berlin'],
  ['Hamburg', 'hamburg'],
  ['München', 'munich'],
  ['Köln', 'cologne'],
  ['Frankfurt am Main', 'frankfurt'],
  ['Stuttgart', 'stuttgart'],
  ['Düsseldorf', 'dusseldorf'],
  ['Leipzig', 'leipzig'],
  ['Bremen', null],
  ['Hannover', null],
  ['Dresden', null],
  ['Nürnberg', null],
] as const;
const PHRASES = [
  'Wir bieten eine abwechslungsreiche Ausbildung in einem freundlichen Team.',
  'You will learn the profession step by step with a personal mentor.',
  'Ein Deutschkurs bis B2 wird von uns bezahlt.',
  'We help with the visa application and with finding a flat.',
  'Übernahme nach erfolgreichem Abschluss ist unser Ziel.',
  'Modern workplaces, flexible hours and regular team events.',
  'Berufsschule zwei Tage pro Woche, drei Tage im Betrieb.',
  'International colleagues from more than twenty countries.',
  'Zuschuss zum Deutschlandticket und betriebliche Altersvorsorge.',
  'Good public transport connections and a canteen on site.',
];
const sqlArray = (items: readonly (string | null | undefined)[]) =>
  `array[${items.map((s) => (s == null ? 'null' : `'${s.replaceAll("'", "''")}'`)).join(',')}]`;

/** Town names for the long tail beside the big cities: "Neulindenhausen", "Bad Eichenfeld". */
const TOWN_PARTS = {
  first: ['', 'Neu', 'Alt', 'Ober', 'Unter', 'Groß', 'Klein', 'Bad ', 'Sankt '],
  stem: ['linden', 'eichen', 'buchen', 'rosen', 'wald', 'berg', 'heide', 'mühl', 'stein', 'wies', 'hof', 'brunn'],
  last: ['hausen', 'dorf', 'berg', 'feld', 'heim', 'bach', 'stadt', 'burg', 'au', 'ingen'],
};

async function fill(client: pg.Client, listingCount: number) {
  const companyCount = Math.max(2000, Math.round(listingCount / 50));
  await client.query(`
    insert into companies (name, slug, industry, location, verification_status, website)
    select (${sqlArray(['Klinikum', 'Autohaus', 'Bäckerei', 'Stadtwerke', 'Hotel', 'Pflegedienst', 'Softwarehaus', 'Elektro', 'Logistik', 'Handwerk'])})[1 + i % 10]
             || ' ' || (${sqlArray(['Nord', 'Süd', 'Weber', 'Schmidt', 'Sonnenschein', 'am Park', 'Müller', 'Becker', 'Rhein', 'Elbe'])})[1 + (i / 10) % 10] || ' ' || i || ' GmbH',
           'bench-company-' || i, 'Industry', 'Germany', 'verified', 'https://example.org'
    from generate_series(1, ${companyCount}) i`);
  await client.query(`
    with made as (
      insert into users (name, email, email_verified, role)
      select 'Candidate ' || i, 'candidate' || i || '@bench.example', true, 'azubi' from generate_series(1, 50000) i
      returning id
    )
    insert into candidate_profiles (user_id, german_level, approval_status, country, program_interests)
    select id, (array['A2','B1','B2','C1']::german_level[])[1 + floor(random() * 4)::int], 'approved', 'MA', '{ausbildung}' from made`);
  const towns = TOWN_PARTS.first.flatMap((first) =>
    TOWN_PARTS.stem.flatMap((stem) =>
      TOWN_PARTS.last.map(
        (last) =>
          (first.endsWith(' ') || !first ? first + stem[0]!.toUpperCase() + stem.slice(1) : first + stem) + last,
      ),
    ),
  );
  // A long tail everywhere: a few big employers and many small ones (company = C·r³), the big
  // cities for 45 % of places (Berlin first) and a thousand towns for the rest, common and rare
  // professions. Flags as they go together: visa sponsorship mostly in Ausbildung in care and
  // hospitality, and free accommodation far more often where the visa is sponsored.
  await client.query(`
    with c as (select array_agg(id order by slug) ids from companies),
    rnd as (
      select i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8,
        1 + floor(power(random(), 1.8) * ${BERUFE.length})::int b,
        case when random() < 0.45 then 1 + floor(power(random(), 2) * ${CITIES.length})::int
             else ${CITIES.length} + 1 + floor(power(random(), 1.5) * ${towns.length})::int end city,
        1 + floor(power(random(), 3) * ${companyCount})::int company
      from generate_series(1, ${listingCount}) i
    ),
    shaped as (
      select *, case when r1 < 0.7 then (${sqlArray(BERUFE.map((b) => b[2]))})[b] else (array['health','other','other','health','other','other'])[1 + i % 6] end category
      from rnd
    ),
    flagged as (
      select *, r6 < case when r1 >= 0.7 then 0.1 when category in ('health', 'hospitality') then 0.45 else 0.25 end visa
      from shaped
    )
    insert into listings (company_id, title, description, program_type, category, german_level_required, location, location_slug, start_date,
                          duration_years, salary_min, salary_max, monthly_allowance, sector, free_accommodation, visa_sponsorship, is_active, created_at)
    select c.ids[company],
      case when r1 < 0.7 then (case when r2 < 0.5 then 'Ausbildung ' || (${sqlArray(BERUFE.map((b) => b[0]))})[b] || ' (m/w/d)' else (${sqlArray(BERUFE.map((b) => b[1]))})[b] || ' apprenticeship' end)
           when r1 < 0.9 then 'FSJ ' || (${sqlArray(['im Krankenhaus', 'in der Kita', 'im Sportverein', 'im Pflegeheim', 'in der Schule', 'in the museum'])})[1 + i % 6]
           else 'BFD ' || (${sqlArray(['Umwelt und Natur', 'Kinder- und Jugendhilfe', 'Behindertenhilfe', 'Kultur'])})[1 + i % 4] end,
      (${sqlArray(PHRASES)})[1 + i % 10] || ' ' || (${sqlArray(PHRASES)})[1 + (i / 10) % 10] || ' ' || (${sqlArray(PHRASES)})[1 + (i / 100) % 10],
      (case when r1 < 0.7 then 'ausbildung' when r1 < 0.9 then 'fsj' else 'bfd' end)::program_type,
      category::listing_category,
      (case when r1 < 0.7 then (array['B1','B1','B2','B2','C1'])[1 + floor(r3 * 5)::int] else (array['A2','A2','B1'])[1 + floor(r3 * 3)::int] end)::german_level,
      (${sqlArray([...CITIES.map((c) => c[0]), ...towns])})[city], (${sqlArray(CITIES.map((c) => c[1]))})[city],
      case when r4 < 0.1 then null else current_date + floor(r4 * 400)::int end,
      case when r1 < 0.7 then 3.0 else null end,
      case when r1 < 0.7 then 900 + floor(r5 * 300)::int else null end,
      case when r1 < 0.7 then 1200 + floor(r5 * 400)::int else null end,
      case when r1 < 0.7 then null else 350 + floor(r5 * 200)::int end,
      case when r1 < 0.7 then null else (${sqlArray(SECTORS)})[1 + i % ${SECTORS.length}] end,
      r7 < case when visa then 0.4 else 0.08 end, visa, r2 > 0.1,
      -- Over the last year, stored in the order they were created, as a live table grows.
      now() - ((${listingCount} - i + r8)::float8 / ${listingCount}) * interval '365 days'
    from flagged, c`);
  // As autovacuum leaves a live database: statistics gathered, the GIN indexes' pending entries
  // merged; and the fill's gigabyte written out, so the checkpoint does not land in the measurement.
  await client.query('vacuum analyze');
  await client.query('checkpoint');
}

/**
 * The last page of two long result lists, reached as "load more" would reach it: the cursor of
 * the listing just before the last 20 (newest first over everything; earliest start in Berlin).
 */
async function lastPages(client: pg.Client): Promise<string[]> {
  const cursor = (k: string, id: string) => Buffer.from(JSON.stringify({ k, id, m: 'words' })).toString('base64url');
  const { rows: newest } = await client.query<{ k: string; id: string }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') k, id from listings
     where is_active order by created_at asc, id asc offset 20 limit 1`,
  );
  const { rows: start } = await client.query<{ k: string; id: string }>(
    `select to_char(coalesce(start_date, '9999-12-31'), 'YYYY-MM-DD') k, id from listings
     where is_active and location_slug = 'berlin' order by coalesce(start_date, '9999-12-31') desc, id desc offset 20 limit 1`,
  );
  return [
    `cursor=${cursor(newest[0]!.k, newest[0]!.id)}`,
    `location=berlin&sort=start&cursor=${cursor(start[0]!.k, start[0]!.id)}`,
  ];
}

async function run(size: number) {
  const name = `azubi_bench_${Date.now().toString(36)}`;
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
    let started = performance.now();
    await fill(client, size);
    const { rows: counts } = await client.query<{ l: number; a: number; c: number; u: number }>(
      `select (select count(*) from listings)::int l, (select count(*) from listings where is_active)::int a, (select count(*) from companies)::int c, (select count(*) from users)::int u`,
    );
    console.log(
      `\n=== ${counts[0]!.l.toLocaleString('en')} listings (${counts[0]!.a.toLocaleString('en')} active), ${counts[0]!.c.toLocaleString('en')} companies, ${counts[0]!.u.toLocaleString('en')} candidates — filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // The API limit (100 a minute per address) would stop one machine's clients; the bench measures search.
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost',
      API_RATE_LIMIT: '100000000',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    // As the server runs on PostgreSQL: searches on a pool of their own whose connections carry the timeout.
    const serving = await connectDatabase({
      kind: 'postgres',
      url: url.toString(),
      readStatementTimeoutMs: config.searchStatementTimeoutMs,
    });
    const app = await buildApp({ config, database: serving });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const mix = [...MIX, ...(await lastPages(client))];
    const search = { db: serving.readDb, statementTimeoutMs: null };
    // Warm up caches and connections.
    for (const q of mix) await (await fetch(`${base}/api/listings?${q}`)).arrayBuffer();

    const endpoint: number[] = [];
    const bare: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      for (const q of mix) {
        started = performance.now();
        const res = await fetch(`${base}/api/listings?${q}`);
        const body = (await res.json()) as { items: unknown[] };
        const took = performance.now() - started;
        if (res.status !== 200 || !Array.isArray(body.items)) throw new Error(`${q}: ${res.status}`);
        endpoint.push(took);
        perQuery.set(q, [...(perQuery.get(q) ?? []), took]);

        // The same search without HTTP: every statement the endpoint runs, in its transaction.
        const parsed = BrowseQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
        started = performance.now();
        await searchListings(search, parsed);
        bare.push(performance.now() - started);
      }
    }
    const load = concurrency > 0 ? await loadRun(base, mix) : null;
    await app.close();
    await serving.close();

    console.log(
      `requests: ${endpoint.length} (${mix.length} queries × ${rounds} rounds), sequential, HTTP on loopback; API limit counted in ${redisUrl ? `Redis (${redisUrl})` : 'the database'}`,
    );
    // Other work on the machine shows in every figure: say how busy it was.
    console.log(machineLine());
    console.log(
      `endpoint   p50 ${ms(percentile(endpoint, 50))}   p95 ${ms(percentile(endpoint, 95))}   p99 ${ms(percentile(endpoint, 99))}`,
    );
    console.log(
      `no HTTP    p50 ${ms(percentile(bare, 50))}   p95 ${ms(percentile(bare, 95))}   p99 ${ms(percentile(bare, 99))}`,
    );
    console.log('each query shape, sequential (endpoint p99, slowest first):');
    for (const [q, samples] of [...perQuery].sort((a, b) => percentile(b[1], 99) - percentile(a[1], 99)))
      console.log(`  ${ms(percentile(samples, 99))}  ${label(q)}`);
    if (load) printLoad(load);
    const explain = async (title: string, statement: { sql: string; params: unknown[] }) => {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${statement.sql}`,
        statement.params,
      );
      const plan = rows.map((r) => r['QUERY PLAN']);
      const indexes = [
        ...new Set(plan.flatMap((line) => [...line.matchAll(/(?:using|on) (\w+_(?:idx|pkey))/g)].map((m) => m[1]))),
      ];
      const seqScans = [...new Set(plan.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1])))];
      console.log(`\nEXPLAIN ANALYZE  ${title}`);
      console.log(`  indexes: ${indexes.join(', ') || 'none'}; sequential scans: ${seqScans.join(', ') || 'none'}`);
      console.log(plan.map((line) => `  ${line}`).join('\n'));
    };
    // Each shape's walk, and its narrowing statement when the walk did not fill the page.
    for (const q of [
      'q=pflege',
      'q=kaufmann%20einzelhandel',
      'visa=true&accommodation=true',
      'programType=bfd&category=it',
      `startFrom=${day(200)}&startTo=${day(200)}`,
      'q=astronaut',
    ]) {
      const parsed = BrowseQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
      const words = searchWords(parsed.q);
      const tsquery = words.length ? prefixQuery(words) : null;
      const walk = searchListingsQuery(database.db, parsed, tsquery, 'walk');
      const found = await walk;
      await explain(`?${q}  walk (${found.length} of ${parsed.limit + 1} found)`, walk.toSQL());
      if (found.length <= parsed.limit)
        await explain(`?${q}  narrow`, searchListingsQuery(database.db, parsed, tsquery, 'narrow').toSQL());
    }
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
    if (values.keep) console.log(`\nkept database ${name}`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** A shape as printed: the cursor's value shortened. */
const label = (q: string) => q.replace(/cursor=[\w-]+/, 'cursor=(last page)') || '(no filter)';

type LoadResult = {
  latencies: number[];
  perQuery: Map<string, number[]>;
  errors: Map<number, number>;
  seconds: number;
};

/**
 * `concurrency` clients, each sending the mix in a loop (starting at different shapes) one
 * request after another until the time is up: the throughput and latencies of a busy site. The
 * clients run in a worker thread of their own, as they would in other processes: on the server's
 * thread their HTTP work would count as the server's.
 */
async function loadRun(base: string, mix: string[]): Promise<LoadResult> {
  const clients = `
    const { parentPort, workerData: { base, mix, concurrency, durationSeconds } } = require('node:worker_threads');
    const results = [];
    const startedAt = performance.now();
    const endAt = startedAt + durationSeconds * 1000;
    Promise.all(Array.from({ length: concurrency }, async (_, client) => {
      for (let i = client; performance.now() < endAt; i++) {
        const q = mix[i % mix.length];
        const started = performance.now();
        const res = await fetch(base + '/api/listings?' + q);
        await res.arrayBuffer();
        results.push([q, performance.now() - started, res.status]);
      }
    })).then(() => parentPort.postMessage({ results, seconds: (performance.now() - startedAt) / 1000 }));`;
  const worker = new Worker(clients, { eval: true, workerData: { base, mix, concurrency, durationSeconds } });
  const [{ results, seconds }] = (await once(worker, 'message')) as [
    { results: [string, number, number][]; seconds: number },
  ];
  await worker.terminate();
  const latencies: number[] = [];
  const perQuery = new Map<string, number[]>();
  const errors = new Map<number, number>();
  for (const [q, took, status] of results) {
    if (status !== 200) errors.set(status, (errors.get(status) ?? 0) + 1);
    latencies.push(took);
    perQuery.set(q, [...(perQuery.get(q) ?? []), took]);
  }
  return { latencies, perQuery, errors, seconds };
}

function printLoad({ latencies, perQuery, errors, seconds }: LoadResult) {
  console.log(
    `\nunder load: ${concurrency} clients for ${seconds.toFixed(1)} s: ${latencies.length} requests, ${(latencies.length / seconds).toFixed(0)} req/s`,
  );
  console.log(
    `  p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   p99 ${ms(percentile(latencies, 99))}`,
  );
  console.log(
    `  not 200: ${errors.size === 0 ? 'none' : [...errors].map(([status, count]) => `${count} × ${status}`).join(', ')}`,
  );
  console.log('  each query shape under load (p99):');
  for (const [q, samples] of [...perQuery].sort((a, b) => percentile(b[1], 99) - percentile(a[1], 99)))
    console.log(`    ${ms(percentile(samples, 99))}  ${label(q)}`);
}

for (const size of sizes) await run(size);
