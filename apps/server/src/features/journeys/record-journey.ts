import type { UserJourney } from '@azubi/shared/analytics/user-journey';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, users } from '../../db/schema';
import { markActive } from '../../platform/audit/record-audit-event';
import { addToJourneyRollup, type JourneyMetadata } from './journey-rollup';

async function isTestUser(db: Database, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.select({ isTest: users.isTest }).from(users).where(eq(users.id, userId));
  return row?.isTest ?? false;
}

/**
 * Stores a journey as an `analytics_events` row (event `user_journey`, the spec's metadata, the
 * user if signed in, never an IP address or user agent) and keeps the daily roll-up in step, in
 * one transaction. The browser resends its open journey as it grows: the row with the journey's
 * id is replaced and its old figures taken back. A row that is not a journey, or another
 * person's, is left alone (the send is dropped). Test users' journeys are stored, never counted.
 */
export async function recordJourney(
  db: Database,
  input: { userId: string | null; journey: UserJourney; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const { id, ...metadata } = input.journey;
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({
        userId: analyticsEvents.userId,
        event: analyticsEvents.event,
        metadata: analyticsEvents.metadata,
        createdAt: analyticsEvents.createdAt,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.id, id))
      .for('update');
    if (previous && (previous.event !== 'user_journey' || (previous.userId && previous.userId !== input.userId)))
      return;
    const owner = input.userId ?? previous?.userId ?? null;
    const counted = !(await isTestUser(tx, owner));
    const day = (previous?.createdAt ?? now).toISOString().slice(0, 10);
    if (previous) {
      if (!(await isTestUser(tx, previous.userId)))
        await addToJourneyRollup(tx, day, previous.metadata as JourneyMetadata, -1);
      await tx.update(analyticsEvents).set({ userId: owner, metadata }).where(eq(analyticsEvents.id, id));
    } else {
      const inserted = await tx
        .insert(analyticsEvents)
        .values({
          id,
          userId: owner,
          event: 'user_journey',
          metadata,
          ipAddress: null,
          userAgent: null,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: analyticsEvents.id });
      // The same journey arrived twice at once: the other request stores it.
      if (inserted.length === 0) return;
    }
    if (counted) await addToJourneyRollup(tx, day, metadata, 1);
    if (owner && counted) await markActive(tx, owner, now);
  });
}
