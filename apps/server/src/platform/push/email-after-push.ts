import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';

/** The e-mail of a notice that was also pushed, sent later unless the push did its work. */
export const EMAIL_AFTER_PUSH_JOB = 'email-after-push';

/** How long the e-mail waits for the person to see the push and read the notice. */
export const EMAIL_AFTER_PUSH_DELAY_SECONDS = 15 * 60;

export type EmailAfterPushData = { notificationId: string; mail: MailMessage };

/**
 * When a push was delivered and the in-app notice read, the e-mail for the same event is not
 * sent (issue 32); otherwise it goes out as it would have without push, only later.
 */
export async function sendEmailAfterPush(
  deps: { db: Database; mailer: Mailer },
  data: EmailAfterPushData,
): Promise<'sent' | 'skipped'> {
  const [notice] = await deps.db
    .select({ pushedAt: notifications.pushedAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.id, data.notificationId));
  if (notice?.pushedAt && notice.readAt) return 'skipped';
  await deps.mailer.send(data.mail);
  return 'sent';
}
