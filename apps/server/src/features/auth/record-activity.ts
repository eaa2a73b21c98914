import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { actorIfKnown } from '../../platform/session/session';

/** How often at most a user's "last active" is written (admin users list, retention). */
export const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60_000;
/** Users remembered per instance; past it the memory starts over (the SQL condition still throttles). */
const REMEMBERED = 10_000;

/**
 * Keeps `users.last_active_at` up to date from the requests people make, at most one write per user
 * every `intervalMs`: the instance remembers when it last wrote for whom, and the update itself only
 * changes a row older than the interval, so several instances together write no more often.
 */
export function createActivityRecorder(db: Database, intervalMs = ACTIVITY_WRITE_INTERVAL_MS) {
  const written = new Map<string, number>();
  return async function recordActivity(userId: string, now = Date.now()): Promise<void> {
    const last = written.get(userId);
    if (last !== undefined && now - last < intervalMs) return;
    if (written.size >= REMEMBERED) written.clear();
    written.set(userId, now);
    await db.execute(sql`
      update users set last_active_at = now()
      where id = ${userId}
        and (last_active_at is null or last_active_at < now() - make_interval(secs => ${intervalMs / 1000}))`);
  };
}

/** After each API request of a signed-in user (as the API limit already looked them up), their activity is recorded (throttled, never failing the request). */
export function installActivityRecorder(api: FastifyInstance): void {
  const record = createActivityRecorder(api.database.db);
  api.addHook('onResponse', async (request) => {
    const actor = await actorIfKnown(request).catch(() => null);
    if (!actor) return;
    await record(actor.userId).catch((err: unknown) => request.log.warn({ err }, 'last activity not recorded'));
  });
}
