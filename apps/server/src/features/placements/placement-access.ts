import type { PlacementSide } from '@azubi/shared/placements/placements';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, placements } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { requireCompanyMember } from '../../platform/company-membership';
import { isCandidate, isCompanyRole } from '../../http/access';

export type PlacementRow = typeof placements.$inferSelect;

/** Who looks at placements: the candidate, or a member of a company (its id). */
export type PlacementViewer = { actor: Actor; side: PlacementSide; companyId: string | null };

/**
 * Placements belong to one candidate and one company's team (issue 20). Candidates and company
 * members only; moderators and admins get 403 (the contract and the visa are never shown to
 * anyone else), signed-out callers 401 before this.
 */
export async function placementViewerOf(db: Database, actor: Actor): Promise<PlacementViewer> {
  if (isCandidate(actor.role)) return { actor, side: 'candidate', companyId: null };
  if (isCompanyRole(actor.role)) {
    const { companyId } = await requireCompanyMember(db, actor);
    return { actor, side: 'company', companyId };
  }
  throw AppError.forbidden();
}

/**
 * The one access rule of a placement: its candidate and the current members of its company.
 * Anyone else — another candidate, another company — gets 404 "Placement not found", so the
 * answer does not say whether it exists. `lock` reads it FOR UPDATE (changes).
 */
export async function assertPlacementAccess(
  db: Database,
  actor: Actor,
  placementId: string,
  { lock = false } = {},
): Promise<{ placement: PlacementRow; viewer: PlacementViewer }> {
  const viewer = await placementViewerOf(db, actor);
  const query = db.select().from(placements).where(eq(placements.id, placementId)).limit(1);
  const [placement] = lock ? await query.for('update') : await query;
  if (!placement) throw notFound();
  if (viewer.side === 'candidate' && placement.candidateId === actor.userId) return { placement, viewer };
  if (viewer.side === 'company' && viewer.companyId === placement.companyId) {
    const [member] = await db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, placement.companyId), eq(companyMembers.userId, actor.userId)))
      .limit(1);
    if (member) return { placement, viewer };
  }
  throw notFound();
}

export function notFound(): AppError {
  return AppError.notFound('placements.notFound');
}

/** A closed or completed placement is read-only. */
export function assertActive(placement: PlacementRow): void {
  if (placement.status !== 'active') throw new AppError(409, 'CONFLICT', 'placements.notActive');
}
