import { isPushType, type NotificationType } from '@azubi/shared/notifications/notifications';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { interviews, notificationPreferences, pushHeld, pushSettings, pushSubscriptions, users } from '../../db/schema';
import type { JobLog } from '../../jobs/queue';
import { pushMessageFor, type PushMessage } from './push-payload';
import { pushRuntimeOf } from './push-runtime';
import { DEFAULT_QUIET_HOURS, isQuiet, type QuietHours } from './quiet-hours';
import { PUSH_SEND_JOB, sendPush, type PushSendData } from './send-push';

export type PushDeps = { db: Database; config: Config; log: JobLog };

export type PushInput = {
  userId: string;
  type: NotificationType;
  data: Record<string, unknown>;
  link: string;
  /** The in-app notice this push tells of (null when the person switched in-app off). */
  notificationId: string | null;
  /** A new message: its text (shown unless the person chose lock-screen privacy) and who wrote it. */
  message?: { text: string; senderLabel: string | null; conversation: { companyId: string; candidateId: string } };
  now?: Date;
};

/**
 * Pushes a notification to every device of the person, if push is on for the server, for this
 * type (the person's switch) and the person has devices. In the person's quiet hours it is held
 * back (push-flush sends it once they end, collapsed), except an interview reminder and a message
 * in a conversation with an interview in the next hour. Returns whether a push is on its way
 * (sent, queued or held), for the e-mail's decision.
 */
export async function dispatchPush(deps: PushDeps, input: PushInput): Promise<boolean> {
  const { db, config } = deps;
  if (!config.push.enabled || !isPushType(input.type)) return false;
  // Only the reminder an hour before reaches the phone; the day-before one stays in-app and e-mail.
  if (input.type === 'interview_reminder' && input.data.hoursBefore !== undefined && input.data.hoursBefore !== 1)
    return false;
  const [preference] = await db
    .select({ push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, input.userId), eq(notificationPreferences.type, input.type)));
  if (preference && !preference.push) return false;
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, input.userId));
  if (devices.length === 0) return false;
  const [person] = await db
    .select({ locale: users.locale, timezone: users.timezone, name: users.name })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!person) return false;
  const [settings] = await db.select().from(pushSettings).where(eq(pushSettings.userId, input.userId));
  const message = pushMessageFor({
    locale: person.locale,
    type: input.type,
    data: input.data,
    link: input.link,
    name: person.name,
    timeZone: person.timezone ?? 'Europe/Berlin',
    publicUrl: config.publicUrl,
    messageText: input.message?.text,
    senderLabel: input.message?.senderLabel,
    hideMessageText: settings?.hideMessageText ?? false,
  });
  const now = input.now ?? new Date();
  const quiet: QuietHours = settings
    ? {
        enabled: settings.quietHoursEnabled,
        startMinute: settings.quietStartMinute,
        endMinute: settings.quietEndMinute,
      }
    : DEFAULT_QUIET_HOURS;
  if (isQuiet(now, person.timezone ?? 'Europe/Berlin', quiet) && !(await passesQuietHours(db, input, now))) {
    await db.insert(pushHeld).values({
      userId: input.userId,
      payload: { message, notificationIds: input.notificationId ? [input.notificationId] : [] },
    });
    return true;
  }
  await sendToDevices(
    deps,
    devices.map((d) => d.id),
    message,
    input.notificationId ? [input.notificationId] : [],
  );
  return true;
}

/** An interview reminder, and a message from a conversation whose interview starts within the hour. */
async function passesQuietHours(db: Database, input: PushInput, now: Date): Promise<boolean> {
  if (input.type === 'interview_reminder') return true;
  if (input.type !== 'message_received' || !input.message) return false;
  const { companyId, candidateId } = input.message.conversation;
  const [soon] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        eq(interviews.companyId, companyId),
        eq(interviews.candidateId, candidateId),
        inArray(interviews.status, ['scheduled', 'rescheduled', 'accepted']),
        gt(interviews.startsAt, now),
        lte(interviews.startsAt, new Date(now.getTime() + 60 * 60 * 1000)),
      ),
    )
    .limit(1);
  return Boolean(soon);
}

/**
 * One `push-send` job per device when the queue runs; without it, one attempt per device at once,
 * side by side (a failing endpoint is logged and delays no other).
 */
export async function sendToDevices(
  deps: PushDeps,
  subscriptionIds: string[],
  message: PushMessage,
  notificationIds: string[],
): Promise<void> {
  const runtime = pushRuntimeOf(deps.db);
  const jobs: PushSendData[] = subscriptionIds.map((subscriptionId) => ({ subscriptionId, notificationIds, message }));
  if (runtime?.queue) {
    const queue = runtime.queue;
    await Promise.all(jobs.map((job) => queue.send(PUSH_SEND_JOB, job)));
    return;
  }
  const results = await Promise.allSettled(jobs.map((job) => sendPush(deps, job)));
  for (const result of results)
    if (result.status === 'rejected') deps.log.warn({ err: result.reason }, 'push not sent (no job queue to retry it)');
}
