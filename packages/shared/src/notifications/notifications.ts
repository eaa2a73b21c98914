import { z } from '../zod';
import { NOTIFICATION_TYPES } from './notification-types';

// The types and who receives them without zod, for the browser's screens (ADR 0033).
export {
  isPushType,
  NOTIFICATION_TYPES,
  notificationTypesFor,
  PUSH_NOTIFICATION_TYPES,
  type NotificationType,
} from './notification-types';

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Values the text is built from in the reader's language, e.g. { listingTitle, status }. */
  data: z.record(z.string(), z.unknown()),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number(),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  inApp: z.boolean(),
  email: z.boolean(),
  /** Web Push: a boolean for the push types, null for the others (left out when saving: unchanged). */
  push: z.boolean().nullable().optional(),
});
export const NotificationPreferencesSchema = z.object({ preferences: z.array(NotificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
