import type { UserRole } from '@azubi/shared/auth/schemas';
import {
  NotificationListSchema,
  NotificationPreferencesSchema,
  isPushType,
  notificationTypesFor,
} from '@azubi/shared/notifications/notifications';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 404);

/**
 * Where the next page starts: the last item's time to the microsecond (as stored) and its id, so
 * notifications created in the same millisecond are neither repeated nor skipped. Opaque to clients.
 */
type Cursor = { k: string; id: string };
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    if (
      typeof parsed.k === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(parsed.k) &&
      !Number.isNaN(Date.parse(parsed.k)) &&
      typeof parsed.id === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(parsed.id)
    )
      return parsed;
  } catch {
    // fall through
  }
  throw AppError.badRequest();
}
const CURSOR_KEY = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The user's preference for each type their role can receive (all on until switched off). */
async function preferencesOf(db: Database, actor: { userId: string; role: UserRole | null }) {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, actor.userId));
  return {
    preferences: notificationTypesFor(actor.role).map((type) => {
      const row = rows.find((r) => r.type === type);
      return {
        type,
        inApp: row?.inApp ?? true,
        email: row?.email ?? true,
        push: isPushType(type) ? (row?.push ?? true) : null,
      };
    }),
  };
}

/** A user's own notifications and preferences; every route is for the signed-in user and their rows only. Mounted under /api. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Signed-in users: their notifications, newest first, with the unread count for the bell.
  app.get(
    '/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listNotifications',
        summary: "The caller's notifications, newest first, with the unread count",
        tags: ['notifications'],
        querystring: z.object({
          cursor: z.string().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: NotificationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const after = request.query.cursor ? decodeCursor(request.query.cursor) : null;
      const rows = await db
        .select({ notification: notifications, cursorKey: CURSOR_KEY })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, actor.userId),
            after
              ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.k}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(request.query.limit + 1);
      const [unread] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)));
      const page = rows.slice(0, request.query.limit);
      const last = page.at(-1);
      return reply.header('cache-control', 'no-store').send({
        items: page.map(({ notification: n }) => ({
          id: n.id,
          type: n.type,
          data: n.data,
          link: n.link,
          readAt: n.readAt?.toISOString() ?? null,
          createdAt: n.createdAt.toISOString(),
        })),
        unreadCount: Number(unread?.n ?? 0),
        nextCursor:
          rows.length > request.query.limit && last
            ? encodeCursor({ k: last.cursorKey, id: last.notification.id })
            : null,
      });
    },
  );

  // Signed-in users: mark one of their own notifications read (someone else's is "not found").
  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'markNotificationRead',
        summary: "Mark one of the caller's notifications read",
        tags: ['notifications'],
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const updated = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, actor.userId)))
        .returning({ id: notifications.id });
      if (updated.length === 0) throw AppError.notFound();
      return reply.status(204).send(null);
    },
  );

  // Signed-in users: mark all their notifications read.
  app.post(
    '/notifications/read-all',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: "Mark all the caller's notifications read",
        tags: ['notifications'],
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)));
      return reply.status(204).send(null);
    },
  );

  // Signed-in users: which notifications they get in the app and by e-mail (all on by default), for
  // the types their role can receive.
  app.get(
    '/notification-settings',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getNotificationPreferences',
        summary: 'Which notifications the caller gets in the app, by e-mail and by push',
        tags: ['notifications'],
        response: { 200: NotificationPreferencesSchema, ...errors },
      },
    },
    async (request) => preferencesOf(db, actorOf(request)),
  );

  // A type the role cannot receive is refused like an unknown one, and nothing is changed.
  app.put(
    '/notification-settings',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'updateNotificationSettings',
        summary: 'Choose which notifications the caller gets in the app, by e-mail and by push',
        tags: ['notifications'],
        body: NotificationPreferencesSchema,
        response: { 200: NotificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const allowed = notificationTypesFor(actor.role);
      const refused = Object.fromEntries(
        request.body.preferences.flatMap((preference, index) =>
          !allowed.includes(preference.type)
            ? [[`preferences.${index}.type`, 'validation.invalidValue']]
            : // Push exists only for the push types (features/push).
              typeof preference.push === 'boolean' && !isPushType(preference.type)
              ? [[`preferences.${index}.push`, 'validation.invalidValue']]
              : [],
        ),
      );
      if (Object.keys(refused).length > 0) throw AppError.validation(refused);
      await db.transaction(async (tx) => {
        for (const preference of request.body.preferences) {
          // Push left out (or null) keeps what was set.
          const push = typeof preference.push === 'boolean' ? { push: preference.push } : {};
          await tx
            .insert(notificationPreferences)
            .values({
              userId: actor.userId,
              type: preference.type,
              inApp: preference.inApp,
              email: preference.email,
              ...push,
            })
            .onConflictDoUpdate({
              target: [notificationPreferences.userId, notificationPreferences.type],
              set: { inApp: preference.inApp, email: preference.email, ...push },
            });
        }
      });
      return preferencesOf(db, actor);
    },
  );
};
