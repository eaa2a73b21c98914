import { localDateTimeToUtc } from '@azubi/shared/interviews/interview-time';
import type { Interview, ScheduleInterviewSchema } from '@azubi/shared/interviews/interviews';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolationError } from '../../db/errors';
import { applications, interviewSlots, interviews, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { requireVisibleCandidate } from '../candidates';
import { companyAccessState } from '../billing';
import type { FollowUp, InterviewDeps } from './interview-deps';
import { toInterviews, interviewerBusy } from './interview-view';
import { isTeamMember, notifyInterview } from './notify-interview';

type ScheduleInput = z.output<typeof ScheduleInterviewSchema>;

/**
 * Who may schedule (spec §6): company members whose trial or plan runs (docs/decisions/README.md
 * "Subscription gates": interviews are gated). That the caller is a member is the route's `company`
 * declaration (others 403 "You must be logged in as an employer to schedule interviews"); this is
 * the plan gate of their company.
 */
export async function requireInterviewScheduler(db: Database, companyId: string): Promise<void> {
  if (!(await companyAccessState(db, companyId)).active) throw AppError.forbidden('interviews.planRequired');
}

/** Serialises bookings of one interviewer inside the transaction, so two cannot take one time. */
export async function lockInterviewer(tx: Database, interviewerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`interviewer:${interviewerId}`}))`);
}

/** The instants of local times, refusing past ones field by field (`slots.0.time`). */
export function futureInstants(
  times: { date: string; time: string }[],
  timezone: string,
  now: Date,
  path: (index: number) => string,
): Date[] {
  const fields: Record<string, string> = {};
  const instants = times.map((local, index) => {
    const instant = localDateTimeToUtc(local, timezone);
    // The schema refused times that do not exist; this guards a direct call.
    if (!instant) fields[path(index)] = 'interviews.timeDoesNotExist';
    else if (instant.getTime() <= now.getTime()) fields[path(index)] = 'interviews.timeInPast';
    return instant ?? now;
  });
  if (Object.keys(fields).length > 0) throw AppError.validation(fields, Object.values(fields)[0]);
  return instants;
}

/**
 * Invites a candidate: one fixed time the candidate accepts or declines, or 2–5 offered times of
 * which the candidate books one (self-booking). The candidate must be one the company may see
 * (spec §6); an application named must be the candidate's, to this company's listing.
 */
export async function scheduleInterview(
  deps: InterviewDeps & { companyId: string },
  input: ScheduleInput,
): Promise<{ interview: Interview; followUp: FollowUp }> {
  const { db, actor, companyId } = deps;
  await requireInterviewScheduler(db, companyId);
  await requireVisibleCandidate(db, companyId, input.candidateId);
  if (input.applicationId) {
    const [application] = await db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .where(
        and(
          eq(applications.id, input.applicationId),
          eq(applications.candidateId, input.candidateId),
          eq(listings.companyId, companyId),
        ),
      );
    if (!application) throw AppError.badRequest('interviews.applicationMismatch');
  }
  const interviewerId = input.interviewerId ?? actor.userId;
  if (!(await isTeamMember(db, companyId, interviewerId)))
    throw AppError.validation({ interviewerId: 'interviews.interviewerNotMember' }, 'interviews.interviewerNotMember');
  const starts = futureInstants(input.slots, input.timezone, clock.now(companyId), (i) => `slots.${i}.time`);
  const fixed = starts.length === 1 ? starts[0]! : null;

  let row: typeof interviews.$inferSelect;
  try {
    row = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await lockInterviewer(tx, interviewerId);
      for (const start of starts) {
        const end = new Date(start.getTime() + input.durationMinutes * 60_000);
        if (await interviewerBusy(tx, interviewerId, start, end))
          throw new AppError(409, 'CONFLICT', 'interviews.interviewerBusy');
      }
      const [created] = await tx
        .insert(interviews)
        .values({
          companyId,
          candidateId: input.candidateId,
          applicationId: input.applicationId ?? null,
          scheduledBy: actor.userId,
          interviewerId,
          startsAt: fixed,
          durationMinutes: input.durationMinutes,
          timezone: input.timezone,
          platform: input.platform,
          videoLink: input.videoLink,
          message: input.message ?? null,
        })
        .returning();
      if (!fixed)
        await tx.insert(interviewSlots).values(starts.map((startsAt) => ({ interviewId: created!.id, startsAt })));
      return created!;
    });
  } catch (error) {
    if (isUniqueViolationError(error)) throw new AppError(409, 'CONFLICT', 'interviews.interviewerBusy');
    throw error;
  }
  const [interview] = await toInterviews(db, [row], { actor, side: 'company', companyId });
  return {
    interview: interview!,
    followUp: () =>
      notifyInterview(deps, row, 'candidate', fixed ? 'invited' : 'offered', {
        slots: fixed ? [] : starts.map((s) => s.toISOString()),
      }),
  };
}
