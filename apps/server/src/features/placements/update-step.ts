import type { PlacementStepKey } from '@azubi/shared/placements/placement-steps';
import type { Placement, StepUpdateSchema } from '@azubi/shared/placements/placements';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../clock';
import { placements, placementSteps } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { assertActive, assertPlacementAccess } from './placement-access';
import type { PlacementDeps } from './placement-deps';
import { postStepLine, recordPlacementNotice } from './placement-notices';
import { ownsStep, toPlacement } from './placement-view';
import { PLACEMENT_STEPS } from '@azubi/shared/placements/placement-steps';

const RECORDS_DATE = new Set(PLACEMENT_STEPS.filter((step) => step.recordsDate).map((step) => step.key));

/**
 * `PATCH /api/placements/:id/steps/:key` (issue 20). The step's owner side (either side for
 * "both") changes its state and the date it records; either side sets the due date and the note.
 * Marking the first day done completes the placement. The other side is told in the app (e-mail
 * in the daily digest), and a state change leaves a line in the conversation.
 */
export async function updateStep(
  deps: PlacementDeps,
  placementId: string,
  key: PlacementStepKey,
  input: z.output<typeof StepUpdateSchema>,
): Promise<Placement> {
  const { db, actor } = deps;
  let stateChanged = false;
  const result = await db.transaction(async (tx) => {
    const { placement, viewer } = await assertPlacementAccess(tx, actor, placementId, { lock: true });
    assertActive(placement);
    const [step] = await tx
      .select()
      .from(placementSteps)
      .where(and(eq(placementSteps.placementId, placementId), eq(placementSteps.key, key)));
    if (!step) throw AppError.notFound('placements.stepNotFound');
    const owns = ownsStep(step.owner, viewer.side);
    if ((input.state !== undefined || input.date !== undefined) && !owns)
      throw AppError.forbidden('placements.notOwner');
    if (input.date !== undefined && !RECORDS_DATE.has(key))
      throw AppError.validation({ date: 'placements.noDate' }, 'placements.noDate');
    const now = clock.now();
    stateChanged = input.state !== undefined && input.state !== step.state;
    await tx
      .update(placementSteps)
      .set({
        ...(input.state !== undefined ? { state: input.state } : {}),
        ...(stateChanged ? { doneAt: input.state === 'done' ? now : null } : {}),
        ...(input.date !== undefined ? { date: input.date } : {}),
        ...(input.dueDate !== undefined ? { dueDate: input.dueDate, remindedFor: null } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        updatedAt: now,
        updatedBy: actor.userId,
        updatedBySide: viewer.side,
      })
      .where(and(eq(placementSteps.placementId, placementId), eq(placementSteps.key, key)));
    const completes = key === 'first_day' && input.state === 'done';
    const [updated] = await tx
      .update(placements)
      .set({ updatedAt: now, ...(completes ? { status: 'completed' as const } : {}) })
      .where(eq(placements.id, placementId))
      .returning();
    await recordPlacementNotice(tx, updated!, viewer.side === 'candidate' ? 'company' : 'candidate', {
      event: 'step',
      stepKey: key,
      ...(input.state !== undefined ? { state: input.state } : {}),
      actorUserId: actor.userId,
      actorName: actor.name,
    });
    return { placement: updated!, viewer };
  });
  if (stateChanged && input.state) await postStepLine(deps, result.placement, result.viewer.side, key, input.state);
  return toPlacement(db, result.placement, result.viewer);
}
