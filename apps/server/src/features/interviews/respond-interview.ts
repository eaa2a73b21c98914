import type { Interview, RespondInterviewSchema } from '@azubi/shared/interviews/interviews';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolationError } from '../../db/errors';
import { interviewSlots, interviews, interviewTimeChanges } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { assertInterviewAccess, notAllowed, type InterviewRow } from './interview-access';
import type { FollowUp, InterviewDeps } from './interview-deps';
import { interviewerBusy, toInterviews } from './interview-view';
import { notifyInterview } from './notify-interview';
import { lockInterviewer } from './schedule-interview';

type RespondInput = z.output<typeof RespondInterviewSchema>;

const slotTaken = () => new AppError(409, 'CONFLICT', 'interviews.slotTaken');

/**
 * The candidate's answer (spec §4): accept (a fixed time, or book one of the offered times, which
 * accepts it), decline with an optional reason, or ask for another time. Once booked, the other
 * offered times stay: the candidate may move to another of them while it is free (issue 28.7),
 * or ask for another time (the company gets their message). Only the interview's candidate
 * answers; the company side gets 403. An interview that is over, cancelled or declined cannot be
 * answered (409). The candidate gets a confirmation with the .ics too, as the company does.
 */
export async function respondToInterview(
  deps: InterviewDeps,
  interviewId: string,
  input: RespondInput,
): Promise<{ interview: Interview; followUp: FollowUp }> {
  const { db, actor } = deps;
  const { viewer } = await assertInterviewAccess(db, actor, interviewId);
  if (viewer.side !== 'candidate') throw AppError.forbidden();
  const now = clock.now();
  let event: 'accepted' | 'booked' | 'declined' | 'new_time_requested' = 'accepted';
  let previousStartsAt: Date | null = null;
  let changed = true;
  let row: InterviewRow;
  try {
    row = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const { interview } = await assertInterviewAccess(tx, actor, interviewId, { lock: true });
      const open = ['scheduled', 'rescheduled'].includes(interview.status);
      const ended = interview.startsAt !== null && interview.startsAt.getTime() <= now.getTime();
      if (input.response === 'accept') {
        // Booking one of the offered times, or (booked already) moving to another of them.
        const rebooking = input.slotId !== undefined && interview.status === 'accepted' && interview.startsAt !== null;
        if (interview.startsAt === null || rebooking) {
          if (interview.startsAt === null && interview.status !== 'scheduled') throw notAllowed();
          if (rebooking && ended) throw notAllowed();
          if (!input.slotId)
            throw AppError.validation({ slotId: 'interviews.slotRequired' }, 'interviews.slotRequired');
          const [slot] = await tx
            .select()
            .from(interviewSlots)
            .where(and(eq(interviewSlots.id, input.slotId), eq(interviewSlots.interviewId, interview.id)));
          if (!slot) throw AppError.validation({ slotId: 'interviews.slotRequired' }, 'interviews.slotRequired');
          if (rebooking && slot.startsAt.getTime() === interview.startsAt!.getTime()) {
            changed = false;
            return interview;
          }
          if (slot.startsAt.getTime() <= now.getTime()) throw slotTaken();
          if (interview.interviewerId) {
            await lockInterviewer(tx, interview.interviewerId);
            const end = new Date(slot.startsAt.getTime() + interview.durationMinutes * 60_000);
            if (await interviewerBusy(tx, interview.interviewerId, slot.startsAt, end, interview.id)) throw slotTaken();
          }
          event = 'booked';
          if (rebooking) {
            previousStartsAt = interview.startsAt;
            await tx
              .insert(interviewTimeChanges)
              .values({ interviewId: interview.id, previousStartsAt: interview.startsAt!, changedBy: actor.userId });
          }
          return update(tx, interview.id, {
            startsAt: slot.startsAt,
            status: 'accepted',
            sequence: sql`${interviews.sequence} + 1`,
            newTimeNote: null,
            newTimeRequestedAt: null,
            reminded24hAt: null,
            reminded1hAt: null,
          });
        }
        if (interview.status === 'accepted') return interview;
        if (!open || ended) throw notAllowed();
        return update(tx, interview.id, { status: 'accepted', newTimeNote: null, newTimeRequestedAt: null });
      }
      if (input.response === 'decline') {
        if (!open || ended) throw notAllowed();
        event = 'declined';
        await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, interview.id));
        return update(tx, interview.id, {
          status: 'declined',
          declineReason: input.reason ?? null,
          sequence: sql`${interviews.sequence} + 1`,
        });
      }
      if (!(open || interview.status === 'accepted') || ended) throw notAllowed();
      event = 'new_time_requested';
      return update(tx, interview.id, { newTimeNote: input.note, newTimeRequestedAt: now });
    });
  } catch (error) {
    // The unique index of an interviewer's start times: someone booked it a moment earlier.
    if (isUniqueViolationError(error)) throw slotTaken();
    throw error;
  }
  const [interview] = await toInterviews(db, [row], viewer);
  const reason =
    input.response === 'decline' ? input.reason : input.response === 'request_new_time' ? input.note : undefined;
  // Set inside the transaction's callback (TypeScript cannot see that).
  const before = previousStartsAt as Date | null;
  const happened = event as 'accepted' | 'booked' | 'declined' | 'new_time_requested';
  const extra = { reason: reason ?? null, previousStartsAt: before?.toISOString() ?? null };
  const confirm = happened === 'booked' || happened === 'accepted';
  return {
    interview: interview!,
    followUp: async () => {
      if (!(changed as boolean)) return;
      await notifyInterview(deps, row, 'company', happened, extra);
      // The candidate's own confirmation, with the calendar file (as the company gets it).
      if (confirm) await notifyInterview(deps, row, 'candidate', 'confirmed', extra);
    },
  };
}

export async function update(
  tx: Database,
  id: string,
  values: Partial<Record<keyof typeof interviews.$inferInsert, unknown>>,
): Promise<InterviewRow> {
  const [row] = await tx
    .update(interviews)
    .set({ ...values, updatedAt: new Date() } as Partial<typeof interviews.$inferInsert>)
    .where(eq(interviews.id, id))
    .returning();
  return row!;
}
