import type { Locale } from '@azubi/shared/i18n/locales';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../platform/session/session';

/**
 * Sets the language of the signed-in account: its pages open in it after sign-in, and every e-mail
 * to it (notify.ts, the auth e-mails) is written in it, whatever language a request came in.
 */
export async function setAccountLocale({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: { locale: Locale };
}): Promise<void> {
  await db.update(users).set({ locale: input.locale, updatedAt: new Date() }).where(eq(users.id, actor.userId));
}
