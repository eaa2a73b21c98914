import { calledNameOf } from '@azubi/shared/profile/called-name';
import type { NotificationType } from '@azubi/shared/notifications/notifications';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications, users } from '../../db/schema';
import type { MailAttachment, Mailer } from '../../mail/mailer';
import { notificationEmail } from '../../mail/templates/notification-emails';
import { dispatchPush, type PushInput } from '../push/dispatch-push';
import { EMAIL_AFTER_PUSH_DELAY_SECONDS, EMAIL_AFTER_PUSH_JOB } from '../push/email-after-push';
import { pushRuntimeOf } from '../push/push-runtime';

export type NotifyDeps = { db: Database; mailer: Mailer; config: Config; log: FastifyBaseLogger };

type NotifyInput = {
  userId: string;
  type: NotificationType;
  data: Record<string, unknown>;
  link: string;
  /**
   * Another user the notification names (an applicant in an employer's notice): stored in the data
   * as `aboutUserId` and with the mail copy, so that their account's deletion finds it by id.
   */
  aboutUserId?: string;
  /** Files for the e-mail (an interview's .ics). */
  attachments?: MailAttachment[];
  /** The zone the e-mail writes times in (the recipient's; see features/interviews/time-zones). */
  timeZone?: string;
  /** A new message's push: its text and the sender as the reader sees them (features/push). */
  pushMessage?: PushInput['message'];
  /** The caller sends no e-mail now (message e-mails wait for the message to stay unread). */
  withoutEmail?: boolean;
};

/**
 * Tells a user something happened: in the app and by e-mail in their language, each unless they
 * switched it off in /notification-settings. A failed e-mail is logged; it never undoes the action.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput): Promise<void> {
  const sendEmail = await recordNotification(deps, deps.db, input);
  await sendEmail();
}

/**
 * The in-app part of `notify` inside the caller's transaction (`db` may be one), so that an action
 * and its notification are stored together or not at all. Returns the e-mail's sending, for the
 * caller to run after the commit: no mail goes out for an action that was rolled back.
 */
export async function recordNotification(
  deps: NotifyDeps,
  db: Database,
  input: NotifyInput,
): Promise<() => Promise<void>> {
  const { mailer, config, log } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) return async () => {};
  const [preference] = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, input.userId), eq(notificationPreferences.type, input.type)));
  const inApp = preference?.inApp ?? true;
  const email = (preference?.email ?? true) && !input.withoutEmail;
  const data = input.aboutUserId ? { ...input.data, aboutUserId: input.aboutUserId } : input.data;
  const [notice] = inApp
    ? await db
        .insert(notifications)
        .values({ userId: input.userId, type: input.type, data, link: input.link, emailedAt: null })
        .returning({ id: notifications.id })
    : [];
  const notificationId = notice?.id ?? null;
  return async () => {
    // After the commit: the devices first (a push failure never stops the e-mail).
    let pushed = false;
    try {
      pushed = await dispatchPush(
        { db: deps.db, config, log },
        {
          userId: input.userId,
          type: input.type,
          data: input.data,
          link: input.link,
          notificationId,
          ...(input.pushMessage ? { message: input.pushMessage } : {}),
        },
      );
    } catch (err) {
      log.error({ err, type: input.type }, 'notification push could not be sent');
    }
    if (!email) return;
    const url = `${config.publicUrl}${user.locale === 'de' ? '/de' : ''}${input.link}`;
    try {
      const mail = {
        to: user.email,
        locale: user.locale,
        mentions: input.aboutUserId ? [input.aboutUserId] : [],
        ...(input.attachments ? { attachments: input.attachments } : {}),
        ...notificationEmail(user.locale, {
          type: input.type,
          data: input.data,
          name: calledNameOf(user.name, user.calledName),
          url,
          timeZone: input.timeZone ?? user.timezone ?? 'Europe/Berlin',
        }),
      };
      // Pushed with an in-app notice: the e-mail waits, and is skipped once the notice was read.
      const queue = pushRuntimeOf(deps.db)?.queue;
      if (pushed && notificationId && queue)
        await queue.send(
          EMAIL_AFTER_PUSH_JOB,
          { notificationId, mail },
          { startAfterSeconds: EMAIL_AFTER_PUSH_DELAY_SECONDS },
        );
      else await mailer.send(mail);
    } catch (err) {
      log.error({ err, type: input.type }, 'notification e-mail could not be sent');
    }
  };
}
