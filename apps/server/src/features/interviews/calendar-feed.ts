import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeed } from '@azubi/shared/interviews/interviews';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import { companyMembers, interviews, users } from '../../db/schema';
import type { Config } from '../../config';
import type { Actor } from '../../platform/session/session';
import { calendarFeedIcs, interviewCalendarName } from './interview-calendar';
import { interviewViewerOf } from './interview-access';
import { toInterviews } from './interview-view';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** Interviews that ended up to this long ago stay in the feed, so today's do not vanish at their end. */
const FEED_PAST_MS = 7 * 24 * 60 * 60 * 1000;

const feedUrl = (config: Config, token: string) => `${config.publicUrl}/api/calendar-feed/${token}.ics`;

/** Whether the user has a feed address (it is shown only once, when created). */
export async function calendarFeedState(db: Database, actor: Actor): Promise<CalendarFeed> {
  await interviewViewerOf(db, actor);
  const [row] = await db.select({ hash: users.calendarTokenHash }).from(users).where(eq(users.id, actor.userId));
  return { url: null, active: Boolean(row?.hash) };
}

/** A new private address (any earlier one stops working). Only its hash is stored. */
export async function issueCalendarFeed(db: Database, config: Config, actor: Actor): Promise<CalendarFeed> {
  await interviewViewerOf(db, actor);
  const token = randomBytes(24).toString('base64url');
  await db
    .update(users)
    .set({ calendarTokenHash: hash(token) })
    .where(eq(users.id, actor.userId));
  return { url: feedUrl(config, token), active: true };
}

export async function revokeCalendarFeed(db: Database, actor: Actor): Promise<CalendarFeed> {
  await interviewViewerOf(db, actor);
  await db.update(users).set({ calendarTokenHash: null }).where(eq(users.id, actor.userId));
  return { url: null, active: false };
}

/**
 * The feed a calendar app fetches with the private address: the person's live interviews from a
 * week ago on (a candidate's own; a member's where they interview or scheduled). Null for an
 * unknown or revoked token.
 */
export async function calendarFeedFor(db: Database, config: Config, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.calendarTokenHash, hash(token)));
  if (!user) return null;
  const actor: Actor = {
    userId: user.id,
    sessionId: '',
    email: user.email,
    name: user.name,
    role: user.role,
    emailVerified: user.emailVerified,
    locale: user.locale,
  };
  const viewer = await interviewViewerOf(db, actor).catch(() => null);
  if (!viewer) return null;
  const since = new Date(clock.now().getTime() - FEED_PAST_MS);
  const mine =
    viewer.side === 'candidate'
      ? eq(interviews.candidateId, user.id)
      : and(
          eq(interviews.companyId, viewer.companyId!),
          or(eq(interviews.interviewerId, user.id), eq(interviews.scheduledBy, user.id)),
          inArray(
            interviews.companyId,
            db.select({ id: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, user.id)),
          ),
        );
  const rows = await db
    .select()
    .from(interviews)
    .where(
      and(
        mine,
        inArray(interviews.status, ['scheduled', 'rescheduled', 'accepted', 'completed']),
        gt(interviews.startsAt, since),
      ),
    )
    .orderBy(sql`${interviews.startsAt} asc`)
    .limit(500);
  const views = await toInterviews(db, rows, viewer);
  return calendarFeedIcs(views, new URL(config.publicUrl).host, user.locale, interviewCalendarName(user.locale));
}
