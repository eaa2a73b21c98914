import type { Interview, InterviewOutcomeSchema } from '@azubi/shared/interviews/interviews';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { assertInterviewAccess } from './interview-access';
import type { InterviewDeps } from './interview-deps';
import { toInterviews } from './interview-view';
import { update } from './respond-interview';

/** The team's private note once the interview took place (status completed); never shown to the candidate. */
export async function recordOutcome(
  deps: InterviewDeps,
  interviewId: string,
  input: z.output<typeof InterviewOutcomeSchema>,
): Promise<Interview> {
  const { db, actor } = deps;
  const { interview, viewer } = await assertInterviewAccess(db, actor, interviewId);
  if (viewer.side !== 'company') throw AppError.forbidden();
  if (interview.status !== 'completed') throw new AppError(409, 'CONFLICT', 'interviews.outcomeNotYet');
  const row = await update(db, interview.id, { outcomeNote: input.note || null });
  const [view] = await toInterviews(db, [row], viewer);
  return view!;
}
