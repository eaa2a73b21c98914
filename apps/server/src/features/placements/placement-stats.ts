import { PLACEMENT_STEP_KEYS, type PlacementStepKey } from '@azubi/shared/placements/placement-steps';
import type { PlacementStats } from '@azubi/shared/placements/placements';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { placements, placementSteps } from '../../db/schema';
import { berlinToday, daysBetween } from './placement-view';

const DAY_MS = 24 * 60 * 60 * 1000;

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/**
 * `GET /api/employer/placement-stats` (issue 20, employer analytics): the median days from
 * acceptance to arrival (the arrival step's recorded date, else when it was marked done) and,
 * per step, the median days from acceptance to the step's completion — the visa waits show here.
 */
export async function placementStats({ db, companyId }: { db: Database; companyId: string }): Promise<PlacementStats> {
  const rows = await db.select().from(placements).where(eq(placements.companyId, companyId));
  const ids = rows.map((row) => row.id);
  const steps = ids.length
    ? await db.select().from(placementSteps).where(inArray(placementSteps.placementId, ids))
    : [];
  const opened = new Map(rows.map((row) => [row.id, row.createdAt]));
  const perStep = new Map<PlacementStepKey, number[]>();
  const arrivals: number[] = [];
  let overdue = 0;
  const today = berlinToday();
  for (const step of steps) {
    const openedAt = opened.get(step.placementId);
    if (!openedAt) continue;
    const active = rows.find((row) => row.id === step.placementId)?.status === 'active';
    if (active && step.dueDate && step.dueDate < today && (step.state === 'open' || step.state === 'in_progress'))
      overdue += 1;
    if (step.state !== 'done' || !step.doneAt) continue;
    const days = Math.max(0, (step.doneAt.getTime() - openedAt.getTime()) / DAY_MS);
    const list = perStep.get(step.key as PlacementStepKey) ?? [];
    list.push(days);
    perStep.set(step.key as PlacementStepKey, list);
    if (step.key === 'arrival') {
      const openedDay = openedAt.toISOString().slice(0, 10);
      arrivals.push(step.date ? Math.max(0, daysBetween(openedDay, step.date)) : days);
    }
  }
  return {
    arrivals: arrivals.length,
    medianDaysToArrival: median(arrivals),
    steps: PLACEMENT_STEP_KEYS.filter((key) => perStep.has(key)).map((key) => ({
      key,
      done: perStep.get(key)?.length ?? 0,
      medianDays: median(perStep.get(key) ?? []),
    })),
    active: rows.filter((row) => row.status === 'active').length,
    overdueSteps: overdue,
  };
}
