import { USER_ROLES } from '@azubi/shared/auth/schemas';
import {
  JOURNEY_TOP_N,
  type AdminAnalytics,
  type AdminAnalyticsDay,
  type AdminAnalyticsPeriod,
} from '@azubi/shared/admin/admin-analytics';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countedApplication } from '../employer-analytics';
import { daysOf, periodBounds, rowsOf } from './rows';

type MetricRow = { day: string; metric: string; n: number };
type Totals = AdminAnalytics['totals'];
type SqlQuery = ReturnType<typeof sql>;

/**
 * Runs one read without PostgreSQL's JIT compiler: these aggregates are estimated expensive
 * enough to be compiled, which costs more (half a second on a busy machine) than it saves.
 */
export async function readRows<T>(db: Database, query: SqlQuery): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<T>(await tx.execute(query));
  });
}

/** "Not made by a test user": every figure leaves test users and their companies out. */
const notTestUser = (column: string) =>
  sql`not exists (select 1 from users tu where tu.id = ${sql.raw(column)} and tu.is_test)`;
/** Grouped by the UTC calendar day of a timestamp; the date is turned into text after grouping. */
const perDay = (column: string, metric: SqlQuery | string, from: SqlQuery, where: SqlQuery) => sql`
  select d::text as day, metric, n from (
    select (${sql.raw(column)} at time zone 'UTC')::date as d, ${typeof metric === 'string' ? sql`${metric}` : metric} as metric, count(*)::int as n
    ${from}
    where ${where}
    group by 1, 2
  ) grouped`;

/** The daily figures of the days from `first` to `last` (YYYY-MM-DD, UTC), counted from the tables. */
async function countDays(db: Database, first: string, last: string): Promise<MetricRow[]> {
  const { start, end } = periodBounds({ from: first, to: last });
  const range = (column: string) =>
    sql`${sql.raw(column)} >= ${start.toISOString()} and ${sql.raw(column)} < ${end.toISOString()}`;
  const parts = await Promise.all([
    readRows<MetricRow>(
      db,
      perDay(
        'created_at',
        sql`'signups_' || role::text`,
        sql`from users`,
        sql`${range('created_at')} and not is_test and role is not null`,
      ),
    ),
    readRows<MetricRow>(
      db,
      perDay(
        'l.created_at',
        'listings',
        sql`from listings l join companies c on c.id = l.company_id`,
        sql`${range('l.created_at')} and not c.is_test`,
      ),
    ),
    readRows<MetricRow>(
      db,
      perDay(
        'a.applied_at',
        'applications',
        sql`from applications a`,
        sql`${range('a.applied_at')} and ${countedApplication(sql.raw('a.candidate_id'))}`,
      ),
    ),
    readRows<MetricRow>(
      db,
      perDay(
        'i.created_at',
        'interviews',
        sql`from interviews i join companies c on c.id = i.company_id`,
        sql`${range('i.created_at')} and not c.is_test and ${notTestUser('i.candidate_id')}`,
      ),
    ),
    readRows<MetricRow>(
      db,
      perDay(
        'm.created_at',
        'messages',
        sql`from messages m`,
        sql`${range('m.created_at')} and ${notTestUser('m.sender_id')}`,
      ),
    ),
    readRows<MetricRow>(
      db,
      perDay(
        'cm.created_at',
        'matches',
        sql`from candidate_matches cm`,
        sql`${range('cm.created_at')} and ${notTestUser('cm.candidate_id')}`,
      ),
    ),
    readRows<MetricRow>(
      db,
      perDay(
        'lm.created_at',
        'matches',
        sql`from listing_matches lm join training_search_profiles tsp on tsp.id = lm.search_profile_id`,
        sql`${range('lm.created_at')} and ${notTestUser('tsp.candidate_id')}`,
      ),
    ),
    readRows<MetricRow>(
      db,
      sql`select day::text as day, 'active_users' as metric, count(*)::int as n from analytics_active_users
        where day >= ${first}::date and day <= ${last}::date group by day`,
    ),
  ]);
  // Both kinds of match land on one metric.
  const merged = new Map<string, MetricRow>();
  for (const row of parts.flat()) {
    const key = `${row.day}\n${row.metric}`;
    const known = merged.get(key);
    if (known) known.n += row.n;
    else merged.set(key, { ...row });
  }
  return [...merged.values()];
}

/**
 * The daily figures of a period. Closed days (before today, UTC) are read from
 * `analytics_daily_figures`; a closed day not there yet is counted once and stored (with a
 * `_computed` mark, so a day without activity is not counted again). Today and later are counted
 * live. So a year costs one pass over the tables the first time and a read of a few thousand rows
 * after that (`npm run bench:analytics`).
 */
async function dailyFigures(db: Database, period: AdminAnalyticsPeriod, today: string): Promise<MetricRow[]> {
  const yesterday = addDay(today, -1);
  const lastClosed = period.to < yesterday ? period.to : yesterday;
  const rows: MetricRow[] = [];
  if (period.from <= lastClosed) {
    const missing = await readRows<{ day: string }>(
      db,
      sql`select d::date::text as day from generate_series(${period.from}::date, ${lastClosed}::date, interval '1 day') d
        where not exists (select 1 from analytics_daily_figures f where f.day = d::date and f.metric = '_computed')
        order by 1`,
    );
    if (missing.length > 0) {
      // In order: an anti-join may return the days in any order, and the count runs from the first to the last.
      const first = missing[0]!.day;
      const last = missing.at(-1)!.day;
      const wanted = new Set(missing.map((row) => row.day));
      const counted = (await countDays(db, first, last)).filter((row) => wanted.has(row.day));
      const stored = [...counted, ...missing.map((row) => ({ day: row.day, metric: '_computed', n: 1 }))];
      await db.execute(sql`
        insert into analytics_daily_figures (day, metric, value)
        select r.day::date, r.metric, r.n from jsonb_to_recordset(${JSON.stringify(stored)}::jsonb) as r(day text, metric text, n int)
        on conflict (day, metric) do update set value = excluded.value`);
    }
    rows.push(
      ...(await readRows<MetricRow>(
        db,
        sql`select day::text as day, metric, value as n from analytics_daily_figures
          where day >= ${period.from}::date and day <= ${lastClosed}::date and metric <> '_computed'`,
      )),
    );
  }
  const firstOpen = period.from > lastClosed ? period.from : addDay(lastClosed, 1);
  if (firstOpen <= period.to) rows.push(...(await countDays(db, firstOpen, period.to)));
  return rows;
}

const addDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Candidate funnel over the people who signed up as candidates in the period: each step counts
 * those who reached it and every step before it (an interview without an approved profile does
 * not count as "interview"). "Visit" is the number of recorded journeys (visitors with analytics
 * consent) in the period.
 */
async function candidateFunnel(db: Database, start: Date, end: Date) {
  const [row] = await readRows<Record<string, number>>(
    db,
    sql`
      with c as (
        select u.email_verified as verified,
          coalesce(p.approval_status = 'approved', false) as approved,
          a.candidate_id is not null as applied,
          i.candidate_id is not null as interviewed,
          coalesce(a.accepted, false) as accepted
        from users u
        left join candidate_profiles p on p.user_id = u.id
        left join (select candidate_id, bool_or(status = 'accepted') as accepted from applications group by candidate_id) a
          on a.candidate_id = u.id
        left join (select distinct candidate_id from interviews) i on i.candidate_id = u.id
        where u.role = 'azubi' and not u.is_test and u.created_at >= ${start.toISOString()} and u.created_at < ${end.toISOString()}
      )
      select count(*)::int as signup,
        count(*) filter (where verified)::int as email_verified,
        count(*) filter (where verified and approved)::int as profile_approved,
        count(*) filter (where verified and approved and applied)::int as first_application,
        count(*) filter (where verified and approved and applied and interviewed)::int as interview,
        count(*) filter (where verified and approved and applied and interviewed and accepted)::int as accepted
      from c`,
  );
  return [
    { step: 'signup' as const, count: row?.signup ?? 0 },
    { step: 'email_verified' as const, count: row?.email_verified ?? 0 },
    { step: 'profile_approved' as const, count: row?.profile_approved ?? 0 },
    { step: 'first_application' as const, count: row?.first_application ?? 0 },
    { step: 'interview' as const, count: row?.interview ?? 0 },
    { step: 'accepted' as const, count: row?.accepted ?? 0 },
  ];
}

/**
 * Employer funnel over the people who signed up as employers in the period, through their
 * company: verified (by documents or by hand), a first listing, a first contact with a candidate
 * (a conversation or an interview), a succeeded payment. Cumulative like the candidate funnel.
 */
async function employerFunnel(db: Database, start: Date, end: Date) {
  const [row] = await readRows<Record<string, number>>(
    db,
    sql`
      with e as (
        select u.id, c.id as company_id, coalesce(c.verification_status in ('verified', 'verified_manually'), false) as verified
        from users u
        left join lateral (
          select co.id, co.verification_status from company_members m join companies co on co.id = m.company_id
          where m.user_id = u.id and not co.is_test order by m.created_at limit 1
        ) c on true
        where u.role = 'employer' and not u.is_test and u.created_at >= ${start.toISOString()} and u.created_at < ${end.toISOString()}
      ), f as (
        select verified,
          exists (select 1 from listings l where l.company_id = e.company_id) as listed,
          (exists (select 1 from conversations cv where cv.company_id = e.company_id)
            or exists (select 1 from interviews i where i.company_id = e.company_id)) as contacted,
          exists (select 1 from payments p where p.company_id = e.company_id and p.status = 'succeeded') as paid
        from e
      )
      select count(*)::int as signup,
        count(*) filter (where verified)::int as company_verified,
        count(*) filter (where verified and listed)::int as first_listing,
        count(*) filter (where verified and listed and contacted)::int as first_contact,
        count(*) filter (where verified and listed and contacted and paid)::int as paid
      from f`,
  );
  return [
    { step: 'signup' as const, count: row?.signup ?? 0 },
    { step: 'company_verified' as const, count: row?.company_verified ?? 0 },
    { step: 'first_listing' as const, count: row?.first_listing ?? 0 },
    { step: 'first_contact' as const, count: row?.first_contact ?? 0 },
    { step: 'paid' as const, count: row?.paid ?? 0 },
  ];
}

/** The journeys of the period, read from the daily roll-up (features/journeys/journey-rollup.ts). */
async function journeyFigures(db: Database, period: AdminAnalyticsPeriod) {
  const rows = await readRows<{ kind: string; key: string; value: string | number }>(
    db,
    sql`
      select kind, key, sum(value)::bigint as value from analytics_journey_daily
      where day >= ${period.from}::date and day <= ${period.to}::date group by kind, key having sum(value) > 0`,
  );
  const sums = new Map<string, number>();
  const lists = { entry: [], exit: [], transition: [], duration_bucket: [] } as Record<
    string,
    { key: string; value: number }[]
  >;
  for (const row of rows) {
    const value = Number(row.value);
    if (row.key === '') sums.set(row.kind, value);
    else lists[row.kind]?.push({ key: row.key, value });
  }
  const top = (kind: string) =>
    (lists[kind] ?? []).sort((a, b) => b.value - a.value || a.key.localeCompare(b.key)).slice(0, JOURNEY_TOP_N);
  const sessions = sums.get('sessions') ?? 0;
  let median: number | null = null;
  if (sessions > 0) {
    let seen = 0;
    for (const bucket of (lists.duration_bucket ?? []).sort((a, b) => Number(a.key) - Number(b.key))) {
      seen += bucket.value;
      if (seen * 2 >= sessions) {
        median = Number(bucket.key);
        break;
      }
    }
  }
  return {
    sessions,
    medianSessionSeconds: median,
    averageSessionSeconds: sessions ? Math.round((sums.get('duration_ms') ?? 0) / sessions / 1000) : null,
    averageSteps: sessions ? Math.round(((sums.get('steps') ?? 0) / sessions) * 10) / 10 : null,
    transitions: top('transition').map(({ key, value }) => {
      const [from = '', to = ''] = key.split('\t');
      return { from, to, count: value };
    }),
    entryPages: top('entry').map(({ key, value }) => ({ path: key, count: value })),
    exitPages: top('exit').map(({ key, value }) => ({ path: key, count: value })),
  };
}

/**
 * The platform's figures for a period (whole UTC days): daily sign-ups by role, active users, new
 * listings, applications, interviews, messages and matches; the candidate and employer funnels;
 * the journeys. Test users and their companies are left out everywhere. The queries run side by
 * side on the pool (`npm run bench:analytics`: a year of 100,000 users and 1,000,000 events).
 */
export async function getPlatformAnalytics(
  db: Database,
  period: AdminAnalyticsPeriod,
  now = new Date(),
): Promise<AdminAnalytics> {
  const { start, end } = periodBounds(period);
  const [daily, journeys, signedUp, employer] = await Promise.all([
    dailyFigures(db, period, now.toISOString().slice(0, 10)),
    journeyFigures(db, period),
    candidateFunnel(db, start, end),
    employerFunnel(db, start, end),
  ]);
  const candidate = [{ step: 'visit' as const, count: journeys.sessions }, ...signedUp];

  const days = new Map<string, AdminAnalyticsDay>(
    daysOf(period).map((date) => [
      date,
      {
        date,
        signups: Object.fromEntries(USER_ROLES.map((role) => [role, 0])) as AdminAnalyticsDay['signups'],
        activeUsers: 0,
        listings: 0,
        applications: 0,
        interviews: 0,
        messages: 0,
        matches: 0,
      },
    ]),
  );
  const simple = {
    active_users: 'activeUsers',
    listings: 'listings',
    applications: 'applications',
    interviews: 'interviews',
    messages: 'messages',
    matches: 'matches',
  } as const;
  for (const row of daily) {
    const day = days.get(row.day);
    if (!day) continue;
    if (row.metric.startsWith('signups_')) {
      const role = row.metric.slice('signups_'.length) as (typeof USER_ROLES)[number];
      if (role in day.signups) day.signups[role] += row.n;
    } else if (row.metric in simple) day[simple[row.metric as keyof typeof simple]] += row.n;
  }

  const list = [...days.values()];
  const sum = (pick: (day: AdminAnalyticsDay) => number) => list.reduce((total, day) => total + pick(day), 0);
  const totals: Totals = {
    signups: Object.fromEntries(USER_ROLES.map((role) => [role, sum((day) => day.signups[role])])) as Totals['signups'],
    averageActiveUsers: list.length ? Math.round((sum((day) => day.activeUsers) / list.length) * 10) / 10 : 0,
    listings: sum((day) => day.listings),
    applications: sum((day) => day.applications),
    interviews: sum((day) => day.interviews),
    messages: sum((day) => day.messages),
    matches: sum((day) => day.matches),
  };
  return { from: period.from, to: period.to, totals, daily: list, funnels: { candidate, employer }, journeys };
}
