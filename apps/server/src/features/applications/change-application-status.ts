import { canEmployerMove, type EmployerSettableStatus } from '@azubi/shared/applications/applications';
import { PLACEMENT_NOTE_MAX, type PlacementCloseReason } from '@azubi/shared/placements/placements';
import { cleanText } from '@azubi/shared/text/clean-text';
import { and, eq } from 'drizzle-orm';
import {
  applications,
  applicationStatusHistory,
  companies,
  listings,
  placements,
  savedCandidates,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { notify, type NotifyDeps } from '../../platform/notify/notify';
import { noticePlacementOpened, openPlacement } from '../placements';
import { recordPlacementNotice } from '../placements';
import { CLOSED } from './application-history';

/**
 * The employer moves an application along the pipeline (shared `canEmployerMove`). Shortlisting
 * also saves the candidate; the candidate is notified of every change.
 */
export async function changeApplicationStatus(
  deps: NotifyDeps & { actor: Actor; companyId: string },
  id: string,
  to: EmployerSettableStatus,
  placementClose?: { reason: PlacementCloseReason; note?: string | null },
): Promise<void> {
  const { db, actor, companyId } = deps;
  const [row] = await db
    .select({ application: applications, listing: listings, companyName: companies.name })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(and(eq(applications.id, id), eq(listings.companyId, companyId)));
  if (!row) throw new AppError(404, 'NOT_FOUND', 'applications.notFound');
  const from = row.application.status;
  if (!canEmployerMove(from, to)) throw new AppError(409, 'CONFLICT', 'applications.transitionNotAllowed');
  let placementId: string | null = null;
  await db.transaction(async (tx) => {
    // Out of "Accepted": its running placement closes with a reason both sides see (issue 29).
    if (from === 'accepted') {
      const [running] = await tx
        .select()
        .from(placements)
        .where(and(eq(placements.applicationId, id), eq(placements.status, 'active')))
        .for('update');
      if (running) {
        if (!placementClose)
          throw new AppError(
            400,
            'VALIDATION_FAILED',
            'placements.closeReasonRequired',
            {},
            { 'placement.reason': 'placements.closeReasonRequired' },
          );
        const now = new Date();
        const [closed] = await tx
          .update(placements)
          .set({
            status: 'closed',
            closeReason: placementClose.reason,
            closeNote: cleanText(placementClose.note ?? '', PLACEMENT_NOTE_MAX) || null,
            closedBySide: 'company',
            closedAt: now,
            updatedAt: now,
          })
          .where(eq(placements.id, running.id))
          .returning();
        await recordPlacementNotice(tx, closed!, 'candidate', {
          event: 'closed',
          reason: placementClose.reason,
          actorUserId: actor.userId,
          actorName: actor.name,
        });
      }
    }
    const moved = await tx
      .update(applications)
      .set({ status: to, closedAt: CLOSED.includes(to) ? new Date() : null, statusChangedAt: new Date() })
      .where(and(eq(applications.id, id), eq(applications.status, from)))
      .returning({ id: applications.id });
    // Changed meanwhile (withdrawn by the candidate, moved by a colleague): nothing happens.
    if (moved.length === 0) throw new AppError(409, 'CONFLICT', 'applications.transitionNotAllowed');
    await tx
      .insert(applicationStatusHistory)
      .values({ applicationId: id, fromStatus: from, toStatus: to, changedBy: actor.userId });
    // Accepted again: a placement closed on the way out runs on where it stopped.
    if (to === 'accepted')
      await tx
        .update(placements)
        .set({ status: 'active', closeReason: null, closeNote: null, closedBySide: null, closedAt: null })
        .where(and(eq(placements.applicationId, id), eq(placements.status, 'closed')));
    if (to === 'accepted')
      placementId = await openPlacement(tx, {
        applicationId: id,
        companyId,
        candidateId: row.application.candidateId,
        listingId: row.listing.id,
        program: row.listing.programType,
      });
    if (to === 'shortlisted') {
      await tx
        .insert(savedCandidates)
        .values({ companyId, candidateId: row.application.candidateId, savedBy: actor.userId })
        .onConflictDoNothing();
    }
  });
  await notify(deps, {
    userId: row.application.candidateId,
    type: 'application_status_changed',
    data: { listingTitle: row.listing.title, companyName: row.companyName, status: to, applicationId: id },
    link: '/my-applications',
  });
  if (placementId) await noticePlacementOpened(db, placementId, actor.name);
}
