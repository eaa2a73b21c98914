import type { Placement, PlacementListQuerySchema, PlacementSummary } from '@azubi/shared/placements/placements';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { placements } from '../../db/schema';
import type { Actor } from '../../platform/session/session';
import { assertPlacementAccess, placementViewerOf } from './placement-access';
import { toPlacement, toSummaries } from './placement-view';

/**
 * `GET /api/placements`: the candidate's own placements, or every placement of the signed-in
 * member's company, sorted (first day soonest first — unknown ones last —, least progress first,
 * last updated, or last opened).
 */
export async function listPlacements(
  { db, actor }: { db: Database; actor: Actor },
  query: z.output<typeof PlacementListQuerySchema>,
): Promise<PlacementSummary[]> {
  const viewer = await placementViewerOf(db, actor);
  const conditions: SQL[] = [
    viewer.side === 'candidate'
      ? eq(placements.candidateId, actor.userId)
      : eq(placements.companyId, viewer.companyId ?? ''),
  ];
  if (query.status !== 'all') conditions.push(eq(placements.status, query.status));
  const rows = await db
    .select()
    .from(placements)
    .where(and(...conditions))
    .orderBy(desc(placements.createdAt))
    .limit(500);
  const items = await toSummaries(db, rows);
  return sortPlacements(items, query.sort);
}

export function sortPlacements(items: PlacementSummary[], sort: z.output<typeof PlacementListQuerySchema>['sort']) {
  const sorted = [...items];
  const ratio = (item: PlacementSummary) => (item.progress.total === 0 ? 1 : item.progress.done / item.progress.total);
  if (sort === 'first_day') sorted.sort((a, b) => (a.daysToFirstDay ?? Infinity) - (b.daysToFirstDay ?? Infinity));
  else if (sort === 'progress') sorted.sort((a, b) => ratio(a) - ratio(b));
  else if (sort === 'updated') sorted.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return sorted;
}

/** `GET /api/placements/:id`: the tracker for its two parties. */
export async function getPlacement({ db, actor }: { db: Database; actor: Actor }, id: string): Promise<Placement> {
  const { placement, viewer } = await assertPlacementAccess(db, actor, id);
  return toPlacement(db, placement, viewer);
}
