import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../auth/session';

/** The user's IANA zone (validated by the shared schema); interview times and e-mails follow it. */
export async function setTimeZone(db: Database, actor: Actor, timezone: string): Promise<{ timezone: string }> {
  await db.update(users).set({ timezone }).where(eq(users.id, actor.userId));
  return { timezone };
}
