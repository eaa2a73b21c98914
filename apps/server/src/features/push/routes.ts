import { errorResponses } from '../../http/error-responses';
import {
  PushDeviceListSchema,
  PushDeviceSchema,
  PushSettingsSchema,
  PushSubscriptionInputSchema,
} from '@azubi/shared/push/push';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushSettings, pushSubscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { deviceNameOf } from './device-name';
import { endpointHash } from './endpoint-hash';
import { DEFAULT_QUIET_HOURS, minuteOf, timeOf } from '../../platform/push/quiet-hours';
import { vapidKeysOf } from '../../platform/push/vapid-keys';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 404, 503);
const SIGNED_IN = { access: 'signed-in' } as const;

/**
 * A person's devices for Web Push and their push settings (features/push, ADR 0032). Every route
 * is for the signed-in person and their own rows only. Mounted under /api.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const toDevice = (row: typeof pushSubscriptions.$inferSelect) => ({
    id: row.id,
    name: row.deviceName,
    endpointHash: endpointHash(row.endpoint),
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  });

  // Signed-in: their devices, and the key a browser subscribes with (null: push is off here).
  app.get(
    '/push/devices',
    {
      config: SIGNED_IN,
      schema: {
        operationId: 'listPushDevices',
        summary: "The caller's devices with push, and the key a browser subscribes with",
        tags: ['push'],
        response: { 200: PushDeviceListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const keys = await vapidKeysOf(db, app.config);
      const rows = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, actor.userId))
        .orderBy(asc(pushSubscriptions.createdAt));
      return reply
        .header('cache-control', 'no-store')
        .send({ publicKey: keys?.publicKey ?? null, devices: rows.map(toDevice) });
    },
  );

  // Signed-in: "Get notified on this device". The same browser subscribing again (same endpoint)
  // updates its row, and moves it to whoever is signed in on it now.
  app.post(
    '/push/devices',
    {
      config: SIGNED_IN,
      schema: {
        operationId: 'subscribePushDevice',
        summary: 'Get notified on this device (push subscription)',
        tags: ['push'],
        body: PushSubscriptionInputSchema,
        response: { 201: PushDeviceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!app.config.push.enabled) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'push.notConfigured');
      const { endpoint, keys } = request.body;
      const deviceName = deviceNameOf(request.headers['user-agent']);
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId: actor.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, deviceName })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: actor.userId, p256dh: keys.p256dh, auth: keys.auth, deviceName, createdAt: new Date() },
        })
        .returning();
      return reply.status(201).send(toDevice(row!));
    },
  );

  // Signed-in: "remove" one of their devices (someone else's is "not found", nothing changes).
  app.delete(
    '/push/devices/:id',
    {
      config: SIGNED_IN,
      schema: {
        operationId: 'removePushDevice',
        summary: "Remove one of the caller's push devices",
        tags: ['push'],
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, request.params.id), eq(pushSubscriptions.userId, actor.userId)))
        .returning({ id: pushSubscriptions.id });
      if (removed.length === 0) throw AppError.notFound('push.deviceNotFound');
      return reply.status(204).send(null);
    },
  );

  const settingsOf = async (userId: string) => {
    const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId));
    return {
      quietHoursEnabled: row?.quietHoursEnabled ?? DEFAULT_QUIET_HOURS.enabled,
      quietStart: timeOf(row?.quietStartMinute ?? DEFAULT_QUIET_HOURS.startMinute),
      quietEnd: timeOf(row?.quietEndMinute ?? DEFAULT_QUIET_HOURS.endMinute),
      hideMessageText: row?.hideMessageText ?? false,
    };
  };

  // Signed-in: quiet hours (in their own time zone) and privacy on the lock screen.
  app.get(
    '/push/settings',
    {
      config: SIGNED_IN,
      schema: {
        operationId: 'getPushPreferences',
        summary: 'Quiet hours and lock-screen privacy of push notifications',
        tags: ['push'],
        response: { 200: PushSettingsSchema, ...errors },
      },
    },
    async (request) => settingsOf(actorOf(request).userId),
  );

  app.put(
    '/push/settings',
    {
      config: SIGNED_IN,
      schema: {
        operationId: 'updatePushSettings',
        summary: 'Set quiet hours and lock-screen privacy of push notifications',
        tags: ['push'],
        body: PushSettingsSchema,
        response: { 200: PushSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = {
        quietHoursEnabled: request.body.quietHoursEnabled,
        quietStartMinute: minuteOf(request.body.quietStart),
        quietEndMinute: minuteOf(request.body.quietEnd),
        hideMessageText: request.body.hideMessageText,
      };
      await db
        .insert(pushSettings)
        .values({ userId: actor.userId, ...values })
        .onConflictDoUpdate({ target: pushSettings.userId, set: values });
      return settingsOf(actor.userId);
    },
  );
};
