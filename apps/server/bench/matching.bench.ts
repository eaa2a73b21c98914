/**
 * npm run bench:matching — the matching run (features/matching) at scale, on a real PostgreSQL server.
 *
 * Creates a fresh database at DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * fills it with 2,000 verified companies in trial, 100,000 listings (`--listings`), 50,000
 * candidates (`--candidates`), 10,000 training search profiles of candidates (`--training`) and
 * 2,000 candidate search profiles of companies (`--searches`), with criteria as people set them (a
 * training profile: one or two cities, one field, a German level, a start window; an employer's: a
 * minimum level, a field, sometimes ages, countries, a city or a licence). Then:
 *
 * 1. the full run: every profile checked for the first time against everything (recorded quietly:
 *    a first check tells nobody, see ADR 0022);
 * 2. 1,000 new listings and 500 changed candidate profiles;
 * 3. the incremental run, by two workers at once (as two instances would), which tells people:
 *    in-app notices and e-mail digests (to a counting mailer: the SMTP hop is not measured).
 *
 * Prints each run's time, the matches recorded, notices and e-mails, the duplicates (notices or
 * digests for the same person in one run, e-mails to one address, pairs recorded twice: must all
 * be 0) and the peak RSS of this process. The database is dropped afterwards (`-- --keep` keeps it).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { parseConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { runMatching, type MatchRunResult } from '../src/features/matching/run-matching';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { machineLine } from './stats';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    candidates: { type: 'string', default: '50000' },
    training: { type: 'string', default: '10000' },
    searches: { type: 'string', default: '2000' },
    keep: { type: 'boolean', default: false },
  },
});
const sizes = {
  listings: Number(values.listings),
  candidates: Number(values.candidates),
  training: Number(values.training),
  searches: Number(values.searches),
};
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sqlArray = (items: readonly (string | null)[]) =>
  `array[${items.map((s) => (s == null ? 'null' : `'${s.replaceAll("'", "''")}'`)).join(',')}]`;

const SLUGS = ['berlin', 'hamburg', 'munich', 'cologne', 'frankfurt', 'stuttgart', 'dusseldorf', 'leipzig'];
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
] as const;
const CATEGORIES = ['it', 'health', 'engineering', 'business', 'hospitality', 'other'];
const SECTORS = ['health', 'social', 'children', 'elderly', 'sports', 'culture', 'environment', 'education'];
const FIELDS = [...CATEGORIES, ...SECTORS.filter((s) => !CATEGORIES.includes(s))];
const HOMES = ['Hanoi', 'Casablanca', 'Manila', 'Nairobi', 'Delhi', 'Lima', 'Tunis', 'Bogotá', 'Berlin', 'Hamburg'];
const COUNTRIES = ['VN', 'MA', 'PH', 'KE', 'IN', 'PE', 'TN', 'CO', 'DE', 'UA'];

/** Listings as employers write them; `created` moves them into the past (their updated_at too). */
function listingsSql(count: number, past: boolean) {
  return `
    with c as (select array_agg(id order by slug) ids from companies),
    rnd as (select i, random() r1, random() r2, random() r3, random() r4, random() r5,
                   floor(random() * ${CITIES.length})::int + 1 city from generate_series(1, ${count}) i)
    insert into listings (company_id, title, description, program_type, category, german_level_required, location,
                          location_slug, start_date, duration_years, salary_min, salary_max, monthly_allowance, sector,
                          is_active, created_at, updated_at)
    select c.ids[1 + i % array_length(c.ids, 1)],
      'Ausbildung ' || i, 'Eine Ausbildung mit Zukunft in einem freundlichen Team.',
      (case when r1 < 0.7 then 'ausbildung' when r1 < 0.9 then 'fsj' else 'bfd' end)::program_type,
      (case when r1 < 0.7 then (${sqlArray(CATEGORIES)})[1 + i % 6] else 'other' end)::listing_category,
      (case when r1 < 0.7 then (array['B1','B1','B2','C1'])[1 + floor(r3 * 4)::int] else (array['A2','A2','B1'])[1 + floor(r3 * 3)::int] end)::german_level,
      (${sqlArray(CITIES.map((x) => x[0]))})[city], (${sqlArray(CITIES.map((x) => x[1]))})[city],
      case when r4 < 0.1 then null else current_date + floor(r4 * 400)::int end,
      case when r1 < 0.7 then (array[2.0, 3.0, 3.0, 3.5])[1 + floor(r2 * 4)::int] else 1.0 end,
      case when r1 < 0.7 then 800 + floor(r5 * 300)::int else null end,
      case when r1 < 0.7 then 1100 + floor(r5 * 500)::int else null end,
      case when r1 < 0.7 then null else 350 + floor(r5 * 200)::int end,
      case when r1 < 0.7 then null else (${sqlArray(SECTORS)})[1 + i % ${SECTORS.length}] end,
      r2 > 0.1,
      ${past ? `now() - interval '1 day' - (r5 * interval '365 days')` : 'now()'},
      ${past ? `now() - interval '1 day' - (r5 * interval '365 days')` : 'now()'}
    from rnd, c`;
}

async function fill(client: pg.Client) {
  await client.query(`
    with made as (
      insert into users (name, email, email_verified, role, locale)
      select 'HR ' || i, 'hr' || i || '@bench-company.example', true, 'employer', (array['en','de'])[1 + i % 2]::locale
      from generate_series(1, 2000) i returning id, email
    ),
    co as (
      insert into companies (name, slug, industry, location, verification_status, website)
      select 'Firma ' || i || ' GmbH', 'bench-company-' || i, 'Industry', 'Germany',
             (case when i % 10 = 0 then 'pending' else 'verified' end)::company_verification_status, 'https://example.org'
      from generate_series(1, 2000) i returning id, slug
    ),
    pairs as (
      select made.id user_id, co.id company_id from made
      join co on co.slug = 'bench-company-' || split_part(split_part(made.email, '@', 1), 'hr', 2)
    ),
    members as (insert into company_members (company_id, user_id, role) select company_id, user_id, 'admin' from pairs returning company_id)
    insert into subscriptions (company_id, status, trial_started_at, trial_ends_at)
    select company_id, 'trialing', now() - interval '2 days', now() + interval '8 days' from members`);
  await client.query(listingsSql(sizes.listings, true));
  await client.query(`
    with made as (
      insert into users (name, email, email_verified, role, locale, created_at)
      select 'Candidate ' || i, 'candidate' || i || '@bench.example', true, 'azubi', (array['en','de'])[1 + i % 2]::locale,
             now() - interval '1 day' - (random() * interval '500 days')
      from generate_series(1, ${sizes.candidates}) i returning id, created_at
    ),
    rnd as (select id, created_at, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7,
                   random() r8, row_number() over () i from made)
    insert into candidate_profiles (user_id, date_of_birth, location, country, german_level, ausbildung_fields, fsj_sectors,
      program_interests, willing_to_relocate, drivers_license, work_permit_available, approval_status, share_profile,
      created_at, updated_at)
    select id,
      current_date - ((16 + floor(power(r1, 1.8) * 24))::int * 365 + floor(r2 * 364)::int),
      (${sqlArray(HOMES)})[1 + floor(r4 * ${HOMES.length})::int],
      (${sqlArray(COUNTRIES)})[1 + floor(r5 * ${COUNTRIES.length})::int],
      (array['A1','A2','A2','B1','B1','B1','B2','B2','B2','C1','C2'])[1 + floor(r6 * 11)::int]::german_level,
      case when r8 < 0.75 then array[(${sqlArray(CATEGORIES)})[1 + i % 6]] else '{}' end,
      case when r8 >= 0.6 then array[(${sqlArray(SECTORS)})[1 + i % 8]] else '{}' end,
      case when r8 < 0.6 then '{ausbildung}'::program_type[] else '{fsj}'::program_type[] end,
      r2 < 0.55, r3 < 0.35, r4 > 0.3,
      (case when r1 < 0.08 then 'pending' when r1 < 0.1 then 'rejected' else 'approved' end)::approval_status,
      r7 > 0.05, created_at, created_at
    from rnd`);
  // Training search profiles: the first candidates, one each; 1–3 cities (10 % any), fields, level, dates, pay, duration.
  await client.query(`
    with cand as (select user_id, row_number() over (order by user_id) i from candidate_profiles limit ${sizes.training}),
    rnd as (select user_id, i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6 from cand)
    insert into training_search_profiles (candidate_id, name, preferred_locations, max_german_level, start_date_from,
      start_date_to, fields_of_interest, min_salary, max_duration_months, notify_on_match)
    select user_id, 'Profil ' || i,
      case when r1 < 0.05 then '{}'::text[]
           else array[(${sqlArray(SLUGS)})[1 + i % 8]] || case when r1 > 0.55 then array[(${sqlArray(SLUGS)})[1 + (i / 8) % 8]] else '{}' end
                || case when r1 > 0.9 then array[(${sqlArray(SLUGS)})[1 + (i / 64) % 8]] else '{}' end end,
      case when r2 < 0.85 then (array['A2','B1','B1','B2','B2','C1'])[1 + floor(r2 / 0.85 * 6)::int]::german_level end,
      case when r3 < 0.6 then current_date + floor(r3 / 0.6 * 240)::int end,
      case when r3 < 0.6 then current_date + 120 + floor(r3 / 0.6 * 240)::int end,
      case when r4 < 0.05 then '{}'::text[] else array[(${sqlArray(FIELDS)})[1 + i % ${FIELDS.length}]]
           || case when r4 > 0.75 then array[(${sqlArray(FIELDS)})[1 + (i / 7) % ${FIELDS.length}]] else '{}' end end,
      case when r5 < 0.4 then 900 + floor(r5 * 1000)::int end,
      case when r6 < 0.2 then 36 end,
      r6 < 0.9
    from rnd`);
  // Candidate search profiles: two per company for the first companies, created by their admin.
  await client.query(`
    with co as (select c.id, m.user_id, row_number() over (order by c.slug) i from companies c
                join company_members m on m.company_id = c.id limit ${Math.ceil(sizes.searches / 2)}),
    two as (select co.*, k, random() r1, random() r2, random() r3, random() r4, random() r5 from co, generate_series(1, 2) k)
    insert into candidate_search_profiles (company_id, created_by, name, min_german_level, preferred_locations,
      fields_of_interest, min_age, max_age, requires_drivers_license, requires_work_permit, willing_to_relocate,
      preferred_countries, notify_on_match)
    select id, user_id, 'Suchauftrag ' || i || '/' || k,
      (array['A2','B1','B1','B2','B2','C1'])[1 + floor(r1 * 6)::int]::german_level,
      case when r2 < 0.3 then array[(${sqlArray(HOMES)})[1 + (i + k) % ${HOMES.length}]] else '{}'::text[] end,
      case when r3 < 0.1 then '{}'::text[] else array[(${sqlArray(FIELDS)})[1 + (i * 2 + k) % ${FIELDS.length}]] end,
      case when r4 < 0.4 then 18 end, case when r4 < 0.4 then 30 end,
      r5 < 0.2, r5 > 0.7, r2 > 0.15 and r2 < 0.3,
      case when r3 > 0.6 then array[(${sqlArray(COUNTRIES)})[1 + (i + k) % ${COUNTRIES.length}], (${sqlArray(COUNTRIES)})[1 + (i + k + 3) % ${COUNTRIES.length}]] else '{}'::text[] end,
      r5 < 0.9
    from two`);
  await client.query('vacuum analyze');
}

function countingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      // Only what the duplicate check needs: the recipient and that the headers are there.
      sent.push({ ...message, text: '', html: '' });
    },
    async close() {},
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const total = (r: MatchRunResult) => r.trainingMatches + r.candidateMatches;

async function main() {
  const name = `azubi_bench_matching_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ kind: 'postgres', url: url.toString() });
  const client = new pg.Client({ connectionString: url.toString() });
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' });
  const log = {
    info() {},
    warn() {},
    error() {},
    debug() {},
    trace() {},
    fatal() {},
    child: () => log,
    level: 'silent',
  };
  try {
    await runMigrations(database);
    await client.connect();
    console.log(machineLine());
    let started = performance.now();
    await fill(client);
    console.log(
      `filled in ${seconds(performance.now() - started)}: ${sizes.listings.toLocaleString('en')} listings, ${sizes.candidates.toLocaleString('en')} candidates, ${sizes.training.toLocaleString('en')} training search profiles, ${sizes.searches.toLocaleString('en')} candidate search profiles`,
    );
    const mailer = countingMailer();
    const deps = { db: database.db, mailer, config, log: log as never };

    started = performance.now();
    const full = await runMatching(deps);
    const fullMs = performance.now() - started;
    console.log(
      `\nfull run:        ${seconds(fullMs).padStart(8)}  matches ${total(full).toLocaleString('en')} (listings for candidates ${full.trainingMatches.toLocaleString('en')}, candidates for employers ${full.candidateMatches.toLocaleString('en')}), notices ${full.notifications}, e-mails ${full.emails} (a first check tells nobody)`,
    );

    await client.query(listingsSql(1000, false));
    await client.query(`
      update candidate_profiles set german_level = 'B2', willing_to_relocate = true, updated_at = now()
      where user_id in (select user_id from candidate_profiles where approval_status = 'approved' and share_profile
                        order by random() limit 500)`);
    await client.query('analyze');
    const mailsBefore = mailer.sent.length;
    const notesBefore = Number((await client.query('select count(*) n from notifications')).rows[0].n);
    started = performance.now();
    // Two workers at once, as two instances picking up the same run would.
    const [one, two] = await Promise.all([runMatching(deps), runMatching(deps)]);
    const incMs = performance.now() - started;
    const inc = {
      trainingMatches: one.trainingMatches + two.trainingMatches,
      candidateMatches: one.candidateMatches + two.candidateMatches,
      notifications: one.notifications + two.notifications,
      emails: one.emails + two.emails,
    };
    console.log(
      `incremental run: ${seconds(incMs).padStart(8)}  after 1,000 new listings and 500 changed candidates, two workers at once: new matches ${total(inc).toLocaleString('en')} (${inc.trainingMatches.toLocaleString('en')} + ${inc.candidateMatches.toLocaleString('en')}), notices ${inc.notifications.toLocaleString('en')}, e-mails ${inc.emails.toLocaleString('en')}`,
    );

    const mails = mailer.sent.slice(mailsBefore);
    const recipients = new Set(mails.map((m) => m.to));
    const withHeaders = mails.filter((m) => m.headers?.['List-Unsubscribe'] && m.headers['List-Unsubscribe-Post']);
    const { rows: dup } = await client.query<{ notices: string; digests: string; pairs: string }>(`
      select
        (select count(*) - count(distinct user_id) from notifications where type = 'match_found') notices,
        (select count(*) - count(distinct (user_id, day)) from match_digests) digests,
        (select (select count(*) from listing_matches) - (select count(distinct (search_profile_id, listing_id)) from listing_matches)
              + (select count(*) from candidate_matches) - (select count(distinct (search_profile_id, candidate_id)) from candidate_matches)) pairs`);
    const notesAfter = Number((await client.query('select count(*) n from notifications')).rows[0].n);
    const { rows: counts } = await client.query<{ l: string; c: string }>(
      'select (select count(*) from listing_matches) l, (select count(*) from candidate_matches) c',
    );
    console.log(
      `\nmatches stored: ${Number(counts[0]!.l).toLocaleString('en')} listing matches, ${Number(counts[0]!.c).toLocaleString('en')} candidate matches`,
    );
    console.log(
      `notices written: ${notesAfter - notesBefore}; e-mails: ${mails.length} to ${recipients.size} addresses, ${withHeaders.length} with List-Unsubscribe and List-Unsubscribe-Post`,
    );
    const duplicates =
      Number(dup[0]!.notices) + Number(dup[0]!.digests) + Number(dup[0]!.pairs) + (mails.length - recipients.size);
    console.log(
      `duplicates: ${duplicates} (notices for one person in one run ${dup[0]!.notices}, digests per person and day ${dup[0]!.digests}, e-mails to one address ${mails.length - recipients.size}, pairs ${dup[0]!.pairs})`,
    );
    console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
    console.log(
      `goal: full ≤ 5 min (${fullMs <= 300_000 ? 'met' : 'missed'}), incremental ≤ 30 s (${incMs <= 30_000 ? 'met' : 'missed'}), duplicates 0 (${duplicates === 0 ? 'met' : 'missed'})`,
    );
    console.log(machineLine());
  } finally {
    await client.end().catch(() => {});
    await database.close();
    if (values.keep) console.log(`kept database ${name}`);
    else await admin.query(`drop database "${name}"`);
    await admin.end();
  }
}

await main();
