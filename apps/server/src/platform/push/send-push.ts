import { eq, inArray } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notifications, pushSubscriptions } from '../../db/schema';
import type { JobLog } from '../../jobs/queue';
import type { PushMessage } from './push-payload';
import { pushRuntimeOf } from './push-runtime';
import { vapidKeysOf } from './vapid-keys';

/** One device's push: a `push-send` job (jobs/jobs.ts), so one slow or failing endpoint delays no other. */
export const PUSH_SEND_JOB = 'push-send';

/**
 * Retries: 6 more attempts, 10 s apart and doubling up to 10 minutes; an attempt may take 30 s.
 * What failed every attempt is kept in `push-send-failed` for 14 days (ADR 0020).
 */
export const PUSH_SEND_RETRIES = {
  retryLimit: 6,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 30,
  deleteAfterSeconds: 3600,
  deadLetter: `${PUSH_SEND_JOB}-failed`,
} as const;

/** `notificationIds`: the in-app notices this push told of (marked pushed on success). */
/** Pushes in flight at once per instance (the job's `concurrency`). */
export const PUSH_SEND_CONCURRENCY = 16;

export type PushSendData = { subscriptionId: string; notificationIds: string[]; message: PushMessage };

export type PushSendResult = 'sent' | 'gone' | 'dropped';

/**
 * Sends one push to one device with `web-push` (RFC 8291 aes128gcm, RFC 8292 VAPID, RFC 8030 TTL,
 * Urgency and Topic). 201 marks the device's last success and the notice as pushed; 404 or 410
 * (the subscription expired or was revoked) removes the device; 400 and 413 are our fault and
 * not retried; anything else (429, 5xx, no connection) throws so the job is retried.
 */
export async function sendPush(
  deps: { db: Database; config: Config; log: JobLog },
  data: PushSendData,
): Promise<PushSendResult> {
  const { db, config } = deps;
  const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, data.subscriptionId));
  if (!subscription) return 'gone';
  const keys = await vapidKeysOf(db, config);
  if (!keys || !config.push.enabled) return 'dropped';
  const agent = pushRuntimeOf(db)?.agent;
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(data.message.payload),
      {
        vapidDetails: { subject: config.push.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: data.message.ttl,
        urgency: data.message.urgency,
        topic: data.message.topic,
        contentEncoding: 'aes128gcm',
        timeout: 20_000,
        ...(agent ? { agent } : {}),
      },
    );
  } catch (err) {
    if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      deps.log.info({ subscriptionId: subscription.id, status: err.statusCode }, 'push subscription gone; removed');
      return 'gone';
    }
    if (err instanceof WebPushError && (err.statusCode === 400 || err.statusCode === 413)) {
      deps.log.error({ subscriptionId: subscription.id, status: err.statusCode }, 'push refused by the push service');
      return 'dropped';
    }
    // The endpoint is the person's device address: logged by id only (WebPushError carries it, so not as the cause).
    const status = err instanceof WebPushError ? err.statusCode : null;
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`push to subscription ${subscription.id} failed${status ? ` (${status})` : ''}`);
  }
  const now = new Date();
  await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, subscription.id));
  if (data.notificationIds.length > 0)
    await db.update(notifications).set({ pushedAt: now }).where(inArray(notifications.id, data.notificationIds));
  return 'sent';
}
