import { TestNotificationSchema } from '@azubi/shared/admin/test-notifications';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { clock } from '../../clock';
import { notifications, users } from '../../db/schema';
import { notificationEmail } from '../../mail/templates/notification-emails';
import { actorOf } from '../../http/access';
import { sampleNotification } from './sample-data';
import { errorResponses } from '../../http/error-responses';

const errors = errorResponses(400, 401, 403, 500);

/**
 * `POST /api/admin/test-notifications` (issue 19, spec §7's test-email sender). Who may call:
 * admins only (moderators 403, signed out 401). Sends the admin themselves one notification of
 * the chosen type, in the chosen language, in the app and/or by e-mail, with sample data,
 * through the same templates the real notices use. Mounted under /api.
 */
export const testNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.post(
    '/admin/test-notifications',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'sendTestNotification',
        summary: 'Send the caller a sample notification',
        tags: ['admin'],
        body: TestNotificationSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { type, locale, inApp, email } = request.body;
      const sample = sampleNotification(type, clock.now());
      if (inApp)
        await db
          .insert(notifications)
          .values({ userId: actor.userId, type, data: { ...sample.data, test: true }, link: sample.link });
      if (email) {
        const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
        await app.mailer.send({
          to: actor.email,
          locale,
          ...notificationEmail(locale, {
            type,
            data: sample.data,
            name: user?.name ?? actor.name,
            url: `${app.config.publicUrl}${locale === 'de' ? '/de' : ''}${sample.link}`,
            timeZone: user?.timezone ?? 'Europe/Berlin',
          }),
        });
      }
      return { message: translate(request.locale, 'testNotifications.sent') };
    },
  );
};
