import type { InterviewSide } from '@azubi/shared/interviews/interviews';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, interviews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { requireCompanyMember } from '../../platform/company-membership';
import { isCandidate, isCompanyRole } from '../../http/access';

export type InterviewRow = typeof interviews.$inferSelect;

/** Who looks at interviews: the candidate, or a member of a company (its id). */
export type InterviewViewer = { actor: Actor; side: InterviewSide; companyId: string | null };

/**
 * Interviews belong to one candidate and one company's team (spec §6). Candidates and company
 * members only; moderators, admins and accounts without a role get 403.
 */
export async function interviewViewerOf(db: Database, actor: Actor): Promise<InterviewViewer> {
  if (isCandidate(actor.role)) return { actor, side: 'candidate', companyId: null };
  if (isCompanyRole(actor.role)) {
    const { companyId } = await requireCompanyMember(db, actor);
    return { actor, side: 'company', companyId };
  }
  throw AppError.forbidden();
}

/**
 * The one access rule of an interview: its candidate and the current members of its company.
 * Everyone else — another candidate, another company, a removed member — gets 404 "Interview not
 * found", so the answer does not say whether it exists. `lock` reads it FOR UPDATE (state changes).
 */
export async function assertInterviewAccess(
  db: Database,
  actor: Actor,
  interviewId: string,
  { lock = false } = {},
): Promise<{ interview: InterviewRow; viewer: InterviewViewer }> {
  const viewer = await interviewViewerOf(db, actor);
  const query = db.select().from(interviews).where(eq(interviews.id, interviewId)).limit(1);
  const [interview] = lock ? await query.for('update') : await query;
  if (!interview) throw notFound();
  if (viewer.side === 'candidate' && interview.candidateId === actor.userId) return { interview, viewer };
  if (viewer.side === 'company' && viewer.companyId === interview.companyId) {
    // Membership is read again with the interview, so a member removed a moment ago is refused.
    const [member] = await db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, interview.companyId), eq(companyMembers.userId, actor.userId)))
      .limit(1);
    if (member) return { interview, viewer };
  }
  throw notFound();
}

export function notFound(): AppError {
  return AppError.notFound('interviews.notFound');
}

/** A change the interview's state does not allow (e.g. accepting a cancelled one). */
export function notAllowed(): AppError {
  return new AppError(409, 'CONFLICT', 'interviews.notAllowed');
}
