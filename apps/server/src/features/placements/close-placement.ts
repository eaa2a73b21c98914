import type { ClosePlacementSchema, Placement } from '@azubi/shared/placements/placements';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../clock';
import { placements } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { assertActive, assertPlacementAccess } from './placement-access';
import type { PlacementDeps } from './placement-deps';
import { recordPlacementNotice } from './placement-notices';
import { toPlacement } from './placement-view';

/**
 * `POST /api/placements/:id/close` (issue 20): the placement fell through (visa refused,
 * candidate or company withdrew, other), closed by either side with a reason; read-only from then
 * on, and the application shows it. The other side is told.
 */
export async function closePlacement(
  deps: PlacementDeps,
  placementId: string,
  input: z.output<typeof ClosePlacementSchema>,
): Promise<Placement> {
  const { db, actor } = deps;
  const result = await db.transaction(async (tx) => {
    const { placement, viewer } = await assertPlacementAccess(tx, actor, placementId, { lock: true });
    assertActive(placement);
    const now = clock.now();
    const [closed] = await tx
      .update(placements)
      .set({
        status: 'closed',
        closeReason: input.reason,
        closeNote: input.note,
        closedBySide: viewer.side,
        closedAt: now,
        updatedAt: now,
      })
      .where(and(eq(placements.id, placementId), eq(placements.status, 'active')))
      .returning();
    if (!closed) throw new AppError(409, 'CONFLICT', 'placements.notActive');
    await recordPlacementNotice(tx, closed, viewer.side === 'candidate' ? 'company' : 'candidate', {
      event: 'closed',
      reason: input.reason,
      actorUserId: actor.userId,
      actorName: actor.name,
    });
    return { placement: closed, viewer };
  });
  return toPlacement(db, result.placement, result.viewer);
}
