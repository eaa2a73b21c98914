import type { ScheduleContext } from '@azubi/shared/interviews/interviews';
import { asc, eq } from 'drizzle-orm';
import { companyMembers, users } from '../../db/schema';
import { requireVisibleCandidate } from '../candidates';
import { companyAccessState } from '../billing';
import { anonymousCandidateName } from '../messaging';
import type { InterviewDeps } from './interview-deps';
import { FALLBACK_TIME_ZONE, timeZonesOf } from './time-zones';

/**
 * What the schedule form shows before anything is sent: the candidate (name under the disclosure
 * rules) with their time zone, the team as possible interviewers, the scheduler's own zone, and
 * whether the plan allows scheduling. Company members only.
 */
export async function scheduleContext(
  deps: Pick<InterviewDeps, 'db' | 'actor'> & { companyId: string },
  candidateId: string,
): Promise<ScheduleContext> {
  const { db, actor, companyId } = deps;
  const { user, disclosure } = await requireVisibleCandidate(db, companyId, candidateId);
  const members = await db
    .select({ id: users.id, name: users.name })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(users.name));
  const zones = await timeZonesOf(db, [candidateId, actor.userId]);
  const [me] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, actor.userId));
  return {
    candidate: {
      id: candidateId,
      name: disclosure.revealed ? user.name : anonymousCandidateName(candidateId, actor.locale),
      timezone: zones.get(candidateId) ?? FALLBACK_TIME_ZONE,
    },
    interviewers: members,
    employerTimezone: me?.timezone ?? FALLBACK_TIME_ZONE,
    canSchedule: (await companyAccessState(db, companyId)).active,
  };
}
