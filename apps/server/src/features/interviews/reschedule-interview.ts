import type { Interview, RescheduleInterviewSchema } from '@azubi/shared/interviews/interviews';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolationError } from '../../db/errors';
import { interviewSlots, interviews, interviewTimeChanges } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { assertInterviewAccess, notAllowed } from './interview-access';
import type { FollowUp, InterviewDeps } from './interview-deps';
import { interviewerBusy, toInterviews } from './interview-view';
import { notifyInterview } from './notify-interview';
import { update } from './respond-interview';
import { futureInstants, lockInterviewer, requireInterviewScheduler } from './schedule-interview';

type RescheduleInput = z.output<typeof RescheduleInterviewSchema>;

/**
 * A new time (and meeting details) from the company: the earlier time goes into the history, the
 * candidate must accept again (status `rescheduled`), reminders start over, the calendars get the
 * same UID with a higher SEQUENCE. Only while the interview still happens; the plan gate applies.
 */
export async function rescheduleInterview(
  deps: InterviewDeps,
  interviewId: string,
  input: RescheduleInput,
): Promise<{ interview: Interview; followUp: FollowUp }> {
  const { db, actor } = deps;
  const { viewer } = await assertInterviewAccess(db, actor, interviewId);
  if (viewer.side !== 'company' || !viewer.companyId) throw AppError.forbidden('interviews.employerOnly');
  await requireInterviewScheduler(db, viewer.companyId);
  const now = clock.now(viewer.companyId ?? undefined);
  const [start] = futureInstants([input], input.timezone, now, () => 'time');
  let previous: Date | null = null;
  let row;
  try {
    row = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const { interview } = await assertInterviewAccess(tx, actor, interviewId, { lock: true });
      if (!['scheduled', 'rescheduled', 'accepted'].includes(interview.status)) throw notAllowed();
      if (interview.startsAt && interview.startsAt.getTime() + interview.durationMinutes * 60_000 <= now.getTime())
        throw notAllowed();
      if (interview.interviewerId) {
        await lockInterviewer(tx, interview.interviewerId);
        const end = new Date(start!.getTime() + input.durationMinutes * 60_000);
        if (await interviewerBusy(tx, interview.interviewerId, start!, end, interview.id))
          throw new AppError(409, 'CONFLICT', 'interviews.interviewerBusy');
      }
      previous = interview.startsAt;
      if (interview.startsAt)
        await tx
          .insert(interviewTimeChanges)
          .values({ interviewId: interview.id, previousStartsAt: interview.startsAt, changedBy: actor.userId });
      await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, interview.id));
      return update(tx, interview.id, {
        startsAt: start,
        durationMinutes: input.durationMinutes,
        timezone: input.timezone,
        platform: input.platform,
        videoLink: input.videoLink,
        message: input.message ?? interview.message,
        status: 'rescheduled',
        sequence: sql`${interviews.sequence} + 1`,
        newTimeNote: null,
        newTimeRequestedAt: null,
        reminded24hAt: null,
        reminded1hAt: null,
      });
    });
  } catch (error) {
    if (isUniqueViolationError(error)) throw new AppError(409, 'CONFLICT', 'interviews.interviewerBusy');
    throw error;
  }
  const [interview] = await toInterviews(db, [row], viewer);
  const before = previous as Date | null;
  return {
    interview: interview!,
    followUp: () =>
      notifyInterview(deps, row, 'candidate', 'rescheduled', { previousStartsAt: before?.toISOString() ?? null }),
  };
}
