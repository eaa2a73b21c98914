import { USER_ROLES } from '@azubi/shared/auth/schemas';
import {
  JOURNEY_TOP_N,
  type AdminAnalytics,
  type AdminAnalyticsDay,
  type AdminAnalyticsPeriod,
} from '@azubi/shared/admin/admin-analytics';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { daysOf, periodBounds, rowsOf } from './rows';

type DayCount = { day: string; n: number };
type Totals = AdminAnalytics['totals'];

/** "Not made by a test user": every figure leaves test users and their companies out. */
const notTestUser = (column: ReturnType<typeof sql.raw>) =>
  sql`not exists (select 1 from users tu where tu.id = ${column} and tu.is_test)`;
const UTC_DAY = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date::text`);

async function dailyCounts(db: Database, start: Date, end: Date) {
  const range = (column: string) =>
    sql`${sql.raw(column)} >= ${start.toISOString()} and ${sql.raw(column)} < ${end.toISOString()}`;
  const [signups, listings, applications, interviews, messages, matches] = await Promise.all([
    db.execute(sql`
      select ${UTC_DAY('created_at')} as day, role::text as role, count(*)::int as n
      from users where ${range('created_at')} and not is_test and role is not null group by 1, 2`),
    db.execute(sql`
      select ${UTC_DAY('l.created_at')} as day, count(*)::int as n
      from listings l join companies c on c.id = l.company_id
      where ${range('l.created_at')} and not c.is_test group by 1`),
    db.execute(sql`
      select ${UTC_DAY('a.applied_at')} as day, count(*)::int as n
      from applications a where ${range('a.applied_at')} and ${notTestUser(sql.raw('a.candidate_id'))} group by 1`),
    db.execute(sql`
      select ${UTC_DAY('i.created_at')} as day, count(*)::int as n
      from interviews i join companies c on c.id = i.company_id
      where ${range('i.created_at')} and not c.is_test and ${notTestUser(sql.raw('i.candidate_id'))} group by 1`),
    db.execute(sql`
      select ${UTC_DAY('m.created_at')} as day, count(*)::int as n
      from messages m where ${range('m.created_at')} and ${notTestUser(sql.raw('m.sender_id'))} group by 1`),
    db.execute(sql`
      select day, sum(n)::int as n from (
        select ${UTC_DAY('cm.created_at')} as day, count(*) as n
        from candidate_matches cm where ${range('cm.created_at')} and ${notTestUser(sql.raw('cm.candidate_id'))} group by 1
        union all
        select ${UTC_DAY('lm.created_at')} as day, count(*) as n
        from listing_matches lm join training_search_profiles tsp on tsp.id = lm.search_profile_id
        where ${range('lm.created_at')} and ${notTestUser(sql.raw('tsp.candidate_id'))} group by 1
      ) both_kinds group by day`),
  ]);
  return {
    signups: rowsOf<DayCount & { role: (typeof USER_ROLES)[number] }>(signups),
    listings: rowsOf<DayCount>(listings),
    applications: rowsOf<DayCount>(applications),
    interviews: rowsOf<DayCount>(interviews),
    messages: rowsOf<DayCount>(messages),
    matches: rowsOf<DayCount>(matches),
  };
}

/**
 * Candidate funnel over the people who signed up as candidates in the period: each step counts
 * those who reached it and every step before it (an interview without an approved profile does
 * not count as "interview"). "Visit" is the number of recorded journeys (visitors with analytics
 * consent) in the period.
 */
async function candidateFunnel(db: Database, start: Date, end: Date) {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      with c as (
        select u.id, u.email_verified as verified,
          exists (select 1 from candidate_profiles p where p.user_id = u.id and p.approval_status = 'approved') as approved,
          exists (select 1 from applications a where a.candidate_id = u.id) as applied,
          exists (select 1 from interviews i where i.candidate_id = u.id) as interviewed,
          exists (select 1 from applications a where a.candidate_id = u.id and a.status = 'accepted') as accepted
        from users u
        where u.role = 'azubi' and not u.is_test and u.created_at >= ${start.toISOString()} and u.created_at < ${end.toISOString()}
      )
      select count(*)::int as signup,
        count(*) filter (where verified)::int as email_verified,
        count(*) filter (where verified and approved)::int as profile_approved,
        count(*) filter (where verified and approved and applied)::int as first_application,
        count(*) filter (where verified and approved and applied and interviewed)::int as interview,
        count(*) filter (where verified and approved and applied and interviewed and accepted)::int as accepted
      from c`),
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
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
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
      from f`),
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
  const rows = rowsOf<{ kind: string; key: string; value: string | number }>(
    await db.execute(sql`
      select kind, key, sum(value)::bigint as value from analytics_journey_daily
      where day >= ${period.from}::date and day <= ${period.to}::date group by kind, key having sum(value) > 0`),
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

async function activeUsers(db: Database, period: AdminAnalyticsPeriod) {
  return rowsOf<DayCount>(
    await db.execute(sql`
      select day::text as day, count(*)::int as n from analytics_active_users
      where day >= ${period.from}::date and day <= ${period.to}::date group by day`),
  );
}

/**
 * The platform's figures for a period (whole UTC days): daily sign-ups by role, active users, new
 * listings, applications, interviews, messages and matches; the candidate and employer funnels;
 * the journeys. Test users and their companies are left out everywhere. The queries run side by
 * side on the pool (`npm run bench:analytics`: a year of 100,000 users and 1,000,000 events).
 */
export async function getPlatformAnalytics(db: Database, period: AdminAnalyticsPeriod): Promise<AdminAnalytics> {
  const { start, end } = periodBounds(period);
  const [daily, active, journeys, signedUp, employer] = await Promise.all([
    dailyCounts(db, start, end),
    activeUsers(db, period),
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
  for (const row of daily.signups) {
    const day = days.get(row.day);
    if (day) day.signups[row.role] += row.n;
  }
  for (const row of active) {
    const day = days.get(row.day);
    if (day) day.activeUsers = row.n;
  }
  for (const key of ['listings', 'applications', 'interviews', 'messages', 'matches'] as const)
    for (const row of daily[key]) {
      const day = days.get(row.day);
      if (day) day[key] = row.n;
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
