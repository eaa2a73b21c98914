import { asc, eq, inArray } from 'drizzle-orm';
import { pushHeld, pushSettings, pushSubscriptions, users } from '../../db/schema';
import { sendToDevices, type PushDeps } from '../../platform/push/dispatch-push';
import { collapsedPush, type PushMessage } from '../../platform/push/push-payload';
import { DEFAULT_QUIET_HOURS, isQuiet } from '../../platform/push/quiet-hours';

type Held = { message: PushMessage; notificationIds: string[] };

/**
 * The `push-flush` job (every minute): for each person with pushes held back whose quiet hours
 * are over, one push: the held one as it was, or "N notifications while you had quiet hours".
 * The rows are taken in the same statement that reads them, so two instances never send twice.
 */
export async function flushHeldPushes(deps: PushDeps, now: Date): Promise<{ flushed: number }> {
  const { db } = deps;
  const waiting = await db
    .selectDistinct({
      userId: pushHeld.userId,
      locale: users.locale,
      timezone: users.timezone,
      enabled: pushSettings.quietHoursEnabled,
      start: pushSettings.quietStartMinute,
      end: pushSettings.quietEndMinute,
    })
    .from(pushHeld)
    .innerJoin(users, eq(users.id, pushHeld.userId))
    .leftJoin(pushSettings, eq(pushSettings.userId, pushHeld.userId));
  let flushed = 0;
  for (const person of waiting) {
    const quiet =
      person.enabled === null
        ? DEFAULT_QUIET_HOURS
        : { enabled: person.enabled, startMinute: person.start!, endMinute: person.end! };
    if (isQuiet(now, person.timezone ?? 'Europe/Berlin', quiet)) continue;
    const taken = await db
      .delete(pushHeld)
      .where(
        inArray(pushHeld.id, db.select({ id: pushHeld.id }).from(pushHeld).where(eq(pushHeld.userId, person.userId))),
      )
      .returning({ payload: pushHeld.payload, createdAt: pushHeld.createdAt });
    if (taken.length === 0) continue;
    const held = taken
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((row) => row.payload as unknown as Held);
    const devices = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, person.userId))
      .orderBy(asc(pushSubscriptions.createdAt));
    if (devices.length === 0) continue;
    const message = collapsedPush(
      person.locale,
      held.map((h) => h.message),
    );
    await sendToDevices(
      deps,
      devices.map((d) => d.id),
      message,
      held.flatMap((h) => h.notificationIds),
    );
    flushed += 1;
  }
  return { flushed };
}
