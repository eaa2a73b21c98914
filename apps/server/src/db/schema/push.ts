import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { users } from './auth';

/**
 * A browser's Web Push subscription, one per device (issue 32, ADR 0032). The endpoint is the push
 * service's address for this browser; `p256dh` and `auth` encrypt the payload (RFC 8291). Removed
 * by its owner, or by the sender when the push service answers 404 or 410 (gone).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome on Android", from the User-Agent at subscription (bowser). */
    deviceName: text('device_name').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: tz('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** A person's push settings; a missing row means the defaults (quiet 22:00–07:00, text shown). */
export const pushSettings = pgTable(
  'push_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(true),
    /** Minutes after midnight in the person's time zone. */
    quietStartMinute: integer('quiet_start_minute')
      .notNull()
      .default(22 * 60),
    quietEndMinute: integer('quiet_end_minute')
      .notNull()
      .default(7 * 60),
    /** Privacy on the lock screen: a message push says who wrote, never what. */
    hideMessageText: boolean('hide_message_text').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'push_settings_minutes',
      sql`${t.quietStartMinute} between 0 and 1439 and ${t.quietEndMinute} between 0 and 1439`,
    ),
  ],
);

/**
 * Pushes held back during a person's quiet hours, sent collapsed once they end (the push-flush
 * job). `notification_id` lets the e-mail check see the push went out.
 */
export const pushHeld = pgTable(
  'push_held',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_held_user_idx').on(t.userId, t.createdAt)],
);

/** The VAPID key pair generated once in development (production reads VAPID_* from the environment). */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: integer('id').primaryKey().default(1),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
