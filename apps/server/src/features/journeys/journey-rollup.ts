import type { UserJourney } from '@azubi/shared/analytics/user-journey';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** What a stored journey's metadata holds (spec §3): the request body without its id. */
export type JourneyMetadata = Omit<UserJourney, 'id'>;
export type RollupRow = { kind: string; key: string; value: number };

/**
 * The session-length bucket a journey counts in (seconds): 10-second steps up to 10 minutes,
 * then whole minutes up to 3 hours, then one bucket for longer. The median is read from them.
 */
export function durationBucket(durationMs: number): number {
  const seconds = Math.floor(durationMs / 1000);
  if (seconds < 600) return Math.floor(seconds / 10) * 10;
  if (seconds < 10_800) return Math.floor(seconds / 60) * 60;
  return 10_800;
}

/**
 * One journey's part in the daily roll-up (`analytics_journey_daily`): sums of sessions, time and
 * steps; its entry and exit page; each change of page (a step to the same page is no transition);
 * its session-length bucket. `rebuildJourneyRollup` states the same rule in SQL.
 */
export function journeyRollupRows(journey: JourneyMetadata): RollupRow[] {
  const rows = new Map<string, RollupRow>();
  const add = (kind: string, key: string, value: number) => {
    const id = `${kind}\n${key}`;
    const row = rows.get(id);
    if (row) row.value += value;
    else rows.set(id, { kind, key, value });
  };
  add('sessions', '', 1);
  add('duration_ms', '', journey.session_duration);
  add('steps', '', journey.steps_count);
  add('entry', journey.entry_point, 1);
  add('exit', journey.exit_point, 1);
  add('duration_bucket', String(durationBucket(journey.session_duration)), 1);
  for (let i = 1; i < journey.journey.length; i++) {
    const from = journey.journey[i - 1]!.path;
    const to = journey.journey[i]!.path;
    if (from !== to) add('transition', `${from}\t${to}`, 1);
  }
  return [...rows.values()];
}

/** Adds (sign 1) or takes back (sign -1) a journey's part in the roll-up of `day`. */
export async function addToJourneyRollup(
  db: Database,
  day: string,
  journey: JourneyMetadata,
  sign: 1 | -1,
): Promise<void> {
  const rows = journeyRollupRows(journey);
  await db.execute(sql`
    insert into analytics_journey_daily (day, kind, key, value)
    select ${day}::date, r.kind, r.key, r.value * ${sign}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(kind text, key text, value bigint)
    on conflict (day, kind, key) do update set value = analytics_journey_daily.value + excluded.value`);
}

/**
 * Builds the roll-up again from the stored journeys (the benchmark's generator, and a repair
 * after journeys were loaded or deleted in bulk): the same rule as `journeyRollupRows`, in SQL.
 * Test users' journeys are left out, as when they are recorded.
 */
export async function rebuildJourneyRollup(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_journey_daily`);
    await tx.execute(sql`
      with j as (
        select e.created_at::date as day, e.metadata as m
        from analytics_events e
        where e.event = 'user_journey'
          and not exists (select 1 from users u where u.id = e.user_id and u.is_test)
      ),
      secs as (select day, m, floor((m->>'session_duration')::bigint / 1000) as s from j),
      steps as (
        select j.day, s.ord, s.step->>'path' as path, lag(s.step->>'path') over (partition by j.m order by s.ord) as prev
        from j cross join lateral jsonb_array_elements(j.m->'journey') with ordinality as s(step, ord)
      ),
      rows as (
        select day, 'sessions' as kind, '' as key, count(*)::bigint as value from j group by day
        union all select day, 'duration_ms', '', sum((m->>'session_duration')::bigint) from j group by day
        union all select day, 'steps', '', sum((m->>'steps_count')::bigint) from j group by day
        union all select day, 'entry', m->>'entry_point', count(*) from j group by day, m->>'entry_point'
        union all select day, 'exit', m->>'exit_point', count(*) from j group by day, m->>'exit_point'
        union all select day, 'duration_bucket',
          (case when s < 600 then floor(s / 10) * 10 when s < 10800 then floor(s / 60) * 60 else 10800 end)::bigint::text,
          count(*)
          from secs group by 1, 2, 3
        union all select day, 'transition', prev || E'\\t' || path, count(*)
          from steps where prev is not null and prev <> path group by day, prev, path
      )
      insert into analytics_journey_daily (day, kind, key, value) select day, kind, key, value from rows`);
  });
}
