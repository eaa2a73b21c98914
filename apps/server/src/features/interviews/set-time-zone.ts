import { currentTimeZoneName } from '@azubi/shared/interviews/interview-time';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../platform/session/session';

/**
 * The user's IANA zone (validated by the shared schema); interview times and e-mails follow it. A
 * replaced name (a browser's "Asia/Calcutta") is stored under its current one ("Asia/Kolkata").
 */
export async function setTimeZone(db: Database, actor: Actor, input: string): Promise<{ timezone: string }> {
  const timezone = currentTimeZoneName(input);
  await db.update(users).set({ timezone }).where(eq(users.id, actor.userId));
  return { timezone };
}
