import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { interviews } from '../../db/schema';
import type { NotifyDeps } from '../../platform/notify/notify';
import { notifyInterview } from './notify-interview';

const HOUR_MS = 60 * 60 * 1000;
const LIVE = ['scheduled', 'rescheduled', 'accepted'] as const;

/**
 * The interviews' scheduled work, run every minute by the job queue with the clock's `now`:
 * 1. an accepted interview whose end has passed becomes `completed` (the team can then record an
 *    outcome);
 * 2. reminders 24 h and 1 h before, to the candidate and the team, in each person's language and
 *    zone. Each is claimed by setting its `reminded_*_at` in the same UPDATE that finds it, so a
 *    reminder goes out once even with several instances, and never for a cancelled or declined
 *    interview. An interview scheduled less than an hour ahead gets only the 1-hour one.
 */
export async function runInterviewSweep(
  deps: NotifyDeps,
  now: Date,
): Promise<{ completed: number; reminded24h: number; reminded1h: number }> {
  const { db } = deps;
  const nowIso = now.toISOString();
  const completed = await db
    .update(interviews)
    .set({ status: 'completed', updatedAt: now })
    .where(
      and(
        eq(interviews.status, 'accepted'),
        sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}) <= ${nowIso}::timestamptz`,
      ),
    )
    .returning({ id: interviews.id });

  const upcoming = (withinMs: number) =>
    and(
      inArray(interviews.status, [...LIVE]),
      sql`${interviews.startsAt} > ${nowIso}::timestamptz`,
      lte(interviews.startsAt, new Date(now.getTime() + withinMs)),
    );
  const oneHour = await db
    .update(interviews)
    .set({ reminded1hAt: now, reminded24hAt: sql`coalesce(${interviews.reminded24hAt}, ${nowIso}::timestamptz)` })
    .where(and(upcoming(HOUR_MS), isNull(interviews.reminded1hAt)))
    .returning();
  const oneDay = await db
    .update(interviews)
    .set({ reminded24hAt: now })
    .where(and(upcoming(24 * HOUR_MS), isNull(interviews.reminded24hAt)))
    .returning();

  for (const [rows, hoursBefore] of [
    [oneHour, 1],
    [oneDay, 24],
  ] as const) {
    for (const row of rows) {
      for (const side of ['candidate', 'company'] as const) {
        try {
          await notifyInterview(deps, row, side, 'reminder', { hoursBefore });
        } catch (err) {
          deps.log.error({ err, interviewId: row.id, job: 'interview-sweep' }, 'interview reminder failed');
        }
      }
    }
  }
  return { completed: completed.length, reminded24h: oneDay.length, reminded1h: oneHour.length };
}
