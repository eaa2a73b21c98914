/**
 * npm run bench:candidates — the employer's candidate search at scale, on a real PostgreSQL server.
 *
 * Creates a fresh database at DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * and fills it with 50,000 candidate profiles (`-- --size 100000` to choose) with a realistic
 * spread: German levels weighted towards B1/B2, Ausbildung fields and FSJ sectors, twenty countries
 * of origin weighted as applications to Germany are, home cities, ages 16 to 40, skills and bios in
 * German and English; most approved, some pending, rejected or not shared. It starts the real
 * server on a free port, signs in an employer of a verified company and sends a fixed mix of filter
 * queries over HTTP to GET /api/employer/candidates. It prints p50/p95/p99 of the endpoint and of
 * the same SQL run directly (the search statement and the read of the page's profiles), and EXPLAIN ANALYZE of typical queries with the indexes they use. The
 * database is dropped afterwards (`-- --keep` keeps it). It reports figures; it asserts nothing.
 */
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { CandidateSearchQuerySchema } from '@azubi/shared/candidates/candidate-search';
import pg from 'pg';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import * as f from '../src/db/factories';
import { runMigrations } from '../src/db/migrate';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  FIT_WINDOW,
  searchCandidateRows,
  searchCandidatesQuery,
  wordStems,
} from '../src/features/candidates/search-candidates';
import { searchWords } from '../src/features/listings/search-listings';
import { machineLine, ms, percentile } from './stats';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '50000' },
    /** The same as --size (issue 29 asks for `--profiles 500000`). */
    profiles: { type: 'string' },
    rounds: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    /** The database's name starts with this (engineers sharing one server keep theirs apart). */
    prefix: { type: 'string', default: 'azubi_bench_candidates' },
  },
});
const size = Number(values.profiles ?? values.size);
const rounds = Number(values.rounds);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The fixed mix: single filters, the combinations employers use, text, both sorts, a rare and an empty result. */
const MIX: string[] = [
  '',
  'sort=newest',
  'minGermanLevel=B2',
  'fields=health',
  'fields=it,engineering',
  'programs=fsj',
  'country=IN',
  'location=Berlin&willingToRelocate=true',
  'willingToRelocate=true&driversLicense=true',
  'certificateTypes=goethe,telc&minGermanLevel=B1',
  `availableBy=${day(90)}`,
  'minAge=18&maxAge=24',
  'q=pflege',
  'q=pflegerin',
  'q=python',
  'q=care&fields=health',
  'fields=health&minGermanLevel=B2&country=MA',
  'programs=ausbildung&fields=hospitality&workPermit=true',
  'visaRequired=false&minGermanLevel=C1',
  'fields=health,social,elderly&minGermanLevel=B1&minAge=18&maxAge=30&sort=fit',
  'q=astronaut',
  'country=PE&minGermanLevel=C2&driversLicense=true',
];

const sqlArray = (items: readonly string[]) => `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`;

/** Countries of origin, repeated by weight (India, Morocco, Vietnam, Tunisia, ... lead). */
const COUNTRIES = [
  ...Array(8).fill('IN'),
  ...Array(7).fill('MA'),
  ...Array(6).fill('VN'),
  ...Array(5).fill('TN'),
  ...Array(4).fill('EG'),
  ...Array(4).fill('PH'),
  ...Array(3).fill('ID'),
  ...Array(3).fill('UA'),
  ...Array(3).fill('TR'),
  ...Array(2).fill('KE'),
  ...Array(2).fill('GH'),
  ...Array(2).fill('NG'),
  ...Array(2).fill('CO'),
  ...Array(2).fill('BR'),
  'MX',
  'PE',
  'GE',
  'AL',
  'XK',
  'UZ',
] as string[];
const CITIES = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Casablanca',
  'Rabat',
  'Tunis',
  'Kairo',
  'Mumbai',
  'Delhi',
  'Bangalore',
  'Hanoi',
  'Ho-Chi-Minh-Stadt',
  'Manila',
  'Nairobi',
  'Accra',
  'Lagos',
  'Bogotá',
  'Kyjiw',
  'Istanbul',
];
const SKILLS = [
  'Teamwork',
  'Erste Hilfe',
  'Pflegehilfe',
  'Python',
  'JavaScript',
  'Excel',
  'Kundenservice',
  'Kochen',
  'Elektrik',
  'Schweißen',
  'Englisch',
  'Französisch',
  'Arabisch',
  'Altenpflege',
  'Kinderbetreuung',
  'Buchhaltung',
  'Lagerlogistik',
  'Fahrzeugtechnik',
  'Hotelrezeption',
  'Social Media',
];
const BIOS = [
  'Ich möchte eine Ausbildung in der Pflege in Deutschland machen.',
  'I have worked two years in a hospital and want to become a nurse in Germany.',
  'Ich interessiere mich für Technik und arbeite gern mit meinen Händen.',
  'Passionate about software development, I taught myself Python and web design.',
  'Nach dem Abitur habe ich in einem Hotel an der Rezeption gearbeitet.',
  'I love cooking and want to learn the profession in a German kitchen.',
  'Ich habe Erfahrung in der Kinderbetreuung und möchte ein FSJ machen.',
  'Elderly care is my calling; I cared for my grandparents for three years.',
  'Ich bin zuverlässig, pünktlich und lerne schnell.',
  'Looking for an apprenticeship in logistics or retail.',
];
const FIELDS = ['it', 'health', 'engineering', 'business', 'hospitality', 'other'];
const SECTORS = ['health', 'social', 'children', 'elderly', 'sports', 'culture', 'environment', 'education'];

async function fill(client: pg.Client, count: number) {
  await client.query(`
    with made as (
      insert into users (name, email, email_verified, role, created_at)
      select 'Candidate ' || i, 'candidate' || i || '@bench.example', true, 'azubi', now() - (random() * interval '500 days')
      from generate_series(1, ${count}) i
      returning id, created_at
    ),
    rnd as (
      select id, created_at, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8,
             (row_number() over ()) i
      from made
    )
    insert into candidate_profiles (
      user_id, date_of_birth, available_from, phone, location, country, bio, german_level, certificate_type,
      ausbildung_fields, fsj_sectors, program_interests, willing_to_relocate, drivers_license, visa_required,
      work_permit_available, skills, approval_status, share_profile, created_at)
    select id,
      current_date - ((16 + floor(power(r1, 1.8) * 24))::int * 365 + floor(r2 * 364)::int),
      case when r3 < 0.2 then null else current_date + floor(r3 * 365)::int - 60 end,
      '+00 000 ' || i,
      (${sqlArray(CITIES)})[1 + floor(power(r4, 1.3) * ${CITIES.length})::int],
      (${sqlArray(COUNTRIES)})[1 + floor(r5 * ${COUNTRIES.length})::int],
      (${sqlArray(BIOS)})[1 + i % ${BIOS.length}] || ' ' || (${sqlArray(BIOS)})[1 + (i / 7) % ${BIOS.length}],
      (array['A1','A2','A2','B1','B1','B1','B2','B2','B2','C1','C2'])[1 + floor(r6 * 11)::int]::german_level,
      (array['goethe','goethe','goethe','telc','telc','osd','testdaf','dsh','other','none'])[1 + floor(r7 * 10)::int]::certificate_type,
      case when r8 < 0.75 then array[(${sqlArray(FIELDS)})[1 + i % 6]] || case when r8 < 0.3 then array[(${sqlArray(FIELDS)})[1 + (i / 6) % 6]] else '{}' end else '{}' end,
      case when r8 >= 0.6 then array[(${sqlArray(SECTORS)})[1 + i % 8]] else '{}' end,
      case when r8 < 0.6 then '{ausbildung}'::program_type[] when r8 < 0.75 then '{ausbildung,fsj}'::program_type[]
           when r8 < 0.92 then '{fsj}'::program_type[] else '{bfd}'::program_type[] end,
      r2 < 0.55, r3 < 0.35, r4 > 0.3, r5 < 0.2,
      array[(${sqlArray(SKILLS)})[1 + i % 20], (${sqlArray(SKILLS)})[1 + (i / 20) % 20], (${sqlArray(SKILLS)})[1 + (i / 400) % 20]],
      (case when r1 < 0.08 then 'pending' when r1 < 0.1 then 'rejected' when r1 < 0.12 then 'draft' else 'approved' end)::approval_status,
      r7 > 0.05,
      created_at
    from rnd`);
  await client.query('vacuum analyze');
}

async function main() {
  const name = `${values.prefix}_${Date.now().toString(36)}`;
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
    const { rows: counts } = await client.query<{ all: number; searchable: number }>(
      `select count(*)::int "all", (count(*) filter (where approval_status = 'approved' and share_profile))::int searchable from candidate_profiles`,
    );
    console.log(
      `\n=== ${counts[0]!.all.toLocaleString('en')} candidate profiles (${counts[0]!.searchable.toLocaleString('en')} approved and shared) — filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const { user } = await f.createEmployer(database.db, {
      user: { email: 'bench-employer@klinikum-bench.de' },
      company: { verificationStatus: 'verified' },
    });
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
      body: JSON.stringify({ email: user.email, password: f.DEFAULT_PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const cookie = [...csrfCookies, ...signIn.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
    const get = (q: string) => fetch(`${base}/api/employer/candidates?${q}`, { headers: { cookie } });

    // Warm up caches and connections.
    for (const q of MIX) await (await get(q)).arrayBuffer();

    const endpoint: number[] = [];
    const bare: number[] = [];
    const perQuery = new Map<string, number[]>();
    const found = new Map<string, number>();
    const cancelled = new Map<string, number>();
    for (let round = 0; round < rounds; round++) {
      for (const q of MIX) {
        started = performance.now();
        const res = await get(q);
        const body = (await res.json()) as { candidates?: unknown[] };
        const took = performance.now() - started;
        // A search cancelled by the statement timeout (503) is counted, with its time, and reported.
        if (res.status === 503) cancelled.set(q, (cancelled.get(q) ?? 0) + 1);
        else if (res.status !== 200 || !Array.isArray(body.candidates)) throw new Error(`${q}: ${res.status}`);
        endpoint.push(took);
        perQuery.set(q, [...(perQuery.get(q) ?? []), took]);
        found.set(q, body.candidates?.length ?? 0);

        const filters = CandidateSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
        // The words' stems, the search statement, then the page's profiles, as the endpoint reads them.
        started = performance.now();
        const stems = await wordStems(database.db, searchWords(filters.q));
        // In a transaction, as the endpoint runs it (the narrowing sets planner settings for itself).
        const { rows: page } = await database.db.transaction((tx) =>
          searchCandidateRows(tx, filters, new Date(), undefined, stems),
        );
        await client.query(
          'select p.*, u.name, u.image from candidate_profiles p join users u on u.id = p.user_id where p.user_id = any($1::uuid[])',
          [page.slice(0, filters.limit).map((row) => row.userId)],
        );
        bare.push(performance.now() - started);
      }
    }
    // The second page of a broad search, as "load more" asks it.
    const first = (await (await get('fields=health')).json()) as { nextCursor: string | null };
    const more: number[] = [];
    for (let i = 0; i < rounds && first.nextCursor; i++) {
      started = performance.now();
      await (await get(`fields=health&cursor=${first.nextCursor}`)).arrayBuffer();
      more.push(performance.now() - started);
    }
    await app.close();

    console.log(
      `requests: ${endpoint.length} (${MIX.length} queries × ${rounds} rounds), sequential, HTTP on loopback`,
    );
    console.log(machineLine());
    console.log(
      `endpoint   p50 ${ms(percentile(endpoint, 50))}   p95 ${ms(percentile(endpoint, 95))}   p99 ${ms(percentile(endpoint, 99))}`,
    );
    console.log(
      `bare SQL   p50 ${ms(percentile(bare, 50))}   p95 ${ms(percentile(bare, 95))}   p99 ${ms(percentile(bare, 99))}`,
    );
    if (more.length)
      console.log(
        `load more  p50 ${ms(percentile(more, 50))}   p95 ${ms(percentile(more, 95))}   p99 ${ms(percentile(more, 99))}`,
      );
    for (const [q, count] of cancelled) console.log(`cancelled by the statement timeout (503): ${count} × ${q}`);
    console.log('per query (endpoint p95, p99, results on the first page):');
    const slowest = [...perQuery].sort((a, b) => percentile(b[1], 99) - percentile(a[1], 99));
    for (const [q, samples] of slowest) {
      console.log(
        `  ${ms(percentile(samples, 95))}  ${ms(percentile(samples, 99))}  ${String(found.get(q)).padStart(2)}  ${q || '(no filter)'}`,
      );
    }
    const dialect = new PgDialect();
    const explain = async (q: string, plan: 'walk' | 'narrow') => {
      const filters = CandidateSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
      const stems = await wordStems(database.db, searchWords(filters.q));
      // The first statement of a search: the fit window's matches (sort=fit), else the page's.
      const size = filters.sort === 'fit' ? FIT_WINDOW : filters.limit + 1;
      const statement = dialect.sqlToQuery(
        searchCandidatesQuery(filters, new Date(), undefined, stems, plan, { size }),
      );
      // The narrowing runs with plain and index-only scans off (searchCandidateRows).
      if (plan === 'narrow')
        await client.query('begin; set local enable_indexonlyscan = off; set local enable_indexscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${statement.sql}`,
        statement.params as unknown[],
      );
      if (plan === 'narrow') await client.query('commit');
      const lines = rows.map((r) => r['QUERY PLAN']);
      const indexes = [
        ...new Set(lines.flatMap((line) => [...line.matchAll(/(?:using|on) (\w+_(?:idx|pkey))/g)].map((m) => m[1]))),
      ];
      const seqScans = [...new Set(lines.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1])))];
      console.log(`\nEXPLAIN ANALYZE (${plan})  ?${q}`);
      console.log(`  indexes: ${indexes.join(', ') || 'none'}; sequential scans: ${seqScans.join(', ') || 'none'}`);
      console.log(lines.map((line) => `  ${line}`).join('\n'));
    };
    const explained = new Set<string>();
    for (const q of [
      // The three slowest shapes of this run (by p99), then the typical ones.
      ...slowest.slice(0, 3).map(([shape]) => shape),
      '',
      'fields=health&minGermanLevel=B2&country=MA',
      'q=pflege',
      'location=Berlin&willingToRelocate=true',
      'fields=health,social,elderly&minGermanLevel=B1&minAge=18&maxAge=30&sort=fit',
      'country=PE&minGermanLevel=C2&driversLicense=true',
    ]) {
      if (explained.has(q)) continue;
      explained.add(q);
      await explain(q, 'walk');
      await explain(q, 'narrow');
    }
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
    if (values.keep) console.log(`\nkept database ${name}`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

await main();
