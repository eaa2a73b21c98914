import type { CancelInterviewSchema, Interview } from '@azubi/shared/interviews/interviews';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import { interviewSlots, interviews } from '../../db/schema';
import { assertInterviewAccess, notAllowed } from './interview-access';
import type { FollowUp, InterviewDeps } from './interview-deps';
import { toInterviews } from './interview-view';
import { notifyInterview } from './notify-interview';
import { update } from './respond-interview';

/**
 * Cancelling, by either side, always with a reason (spec §5) that the other side sees. Only an
 * interview that still happens and has not ended; the calendars get METHOD CANCEL.
 */
export async function cancelInterview(
  deps: InterviewDeps,
  interviewId: string,
  input: z.output<typeof CancelInterviewSchema>,
): Promise<{ interview: Interview; followUp: FollowUp }> {
  const { db, actor } = deps;
  const { viewer } = await assertInterviewAccess(db, actor, interviewId);
  const now = clock.now();
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { interview } = await assertInterviewAccess(tx, actor, interviewId, { lock: true });
    if (!['scheduled', 'rescheduled', 'accepted'].includes(interview.status)) throw notAllowed();
    if (interview.startsAt && interview.startsAt.getTime() + interview.durationMinutes * 60_000 <= now.getTime())
      throw notAllowed();
    await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, interview.id));
    return update(tx, interview.id, {
      status: 'canceled',
      cancelReason: input.reason,
      canceledBy: actor.userId,
      sequence: sql`${interviews.sequence} + 1`,
    });
  });
  const [interview] = await toInterviews(db, [row], viewer);
  const other = viewer.side === 'candidate' ? 'company' : 'candidate';
  return {
    interview: interview!,
    followUp: () => notifyInterview(deps, row, other, 'canceled', { reason: input.reason }),
  };
}
