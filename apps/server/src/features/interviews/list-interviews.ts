import type { Interview, InterviewListQuerySchema } from '@azubi/shared/interviews/interviews';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../clock';
import { applications, interviews } from '../../db/schema';
import { assertInterviewAccess, interviewViewerOf } from './interview-access';
import type { InterviewDeps } from './interview-deps';
import { toInterviews } from './interview-view';

const LIST_LIMIT = 300;

/** Still to come: a live interview whose end has not passed, or offered times not yet booked. */
export const upcomingCondition = (now: Date): SQL =>
  and(
    inArray(interviews.status, ['scheduled', 'rescheduled', 'accepted']),
    or(
      isNull(interviews.startsAt),
      sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}) > ${now.toISOString()}::timestamptz`,
    ),
  )!;

/**
 * The viewer's interviews: a candidate's own, a company member's team's (filtered by interviewer,
 * listing or candidate). Upcoming soonest first, past latest first.
 */
export async function listInterviews(
  deps: Pick<InterviewDeps, 'db' | 'actor'>,
  query: z.output<typeof InterviewListQuerySchema>,
): Promise<Interview[]> {
  const { db, actor } = deps;
  const viewer = await interviewViewerOf(db, actor);
  const now = clock.now(viewer.companyId ?? undefined);
  const upcoming = upcomingCondition(now);
  const conditions: (SQL | undefined)[] = [
    viewer.side === 'candidate'
      ? eq(interviews.candidateId, actor.userId)
      : eq(interviews.companyId, viewer.companyId!),
    query.interviewerId ? eq(interviews.interviewerId, query.interviewerId) : undefined,
    query.candidateId ? eq(interviews.candidateId, query.candidateId) : undefined,
    query.listingId
      ? inArray(
          interviews.applicationId,
          db.select({ id: applications.id }).from(applications).where(eq(applications.listingId, query.listingId)),
        )
      : undefined,
    query.scope === 'upcoming' ? upcoming : query.scope === 'past' ? sql`not (${upcoming})` : undefined,
  ];
  const rows = await db
    .select()
    .from(interviews)
    .where(and(...conditions))
    .orderBy(
      query.scope === 'past' ? desc(interviews.startsAt) : sql`${interviews.startsAt} asc nulls first`,
      asc(interviews.createdAt),
    )
    .limit(LIST_LIMIT);
  return toInterviews(db, rows, viewer);
}

export async function getInterview(deps: Pick<InterviewDeps, 'db' | 'actor'>, interviewId: string): Promise<Interview> {
  const { interview, viewer } = await assertInterviewAccess(deps.db, deps.actor, interviewId);
  const [view] = await toInterviews(deps.db, [interview], viewer);
  return view!;
}
