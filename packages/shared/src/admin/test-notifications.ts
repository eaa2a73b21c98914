import { LOCALES } from '../i18n/locales';
import { NOTIFICATION_TYPES } from '../notifications/notifications';
import { z } from '../zod';

/**
 * The notification test page (issue 19, spec §2 /test-notifications, §7's test-email sender):
 * an admin sends themselves any notification type, in either language, in the app and/or by
 * e-mail, with sample data, to see exactly what users get.
 *   POST /api/admin/test-notifications  TestNotificationSchema → { message } (admins only)
 */
export const TestNotificationSchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES, { message: 'testNotifications.typeRequired' }),
    locale: z.enum(LOCALES, { message: 'testNotifications.localeRequired' }),
    inApp: z.boolean().default(true),
    email: z.boolean().default(true),
  })
  .refine((value) => value.inApp || value.email, { message: 'testNotifications.channelRequired', path: ['email'] });
export type TestNotificationInput = z.input<typeof TestNotificationSchema>;
