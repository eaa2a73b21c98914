import { translate } from '@azubi/shared/i18n/messages';
import { DeleteAccountSchema, EXPORT_FILE_NAME, PrivacySettingsSchema } from '@azubi/shared/privacy/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS } from '../../http/rate-limiter';
import { WorkQueue } from '../../http/work-queue';
import { isDatabaseUnavailable } from '../../db/errors';
import { authHeaders, forwardCookies } from '../../platform/session/request-context';
import { contentDisposition } from '../../platform/files/send-stored-file';
import { deleteAccount } from './delete-account';
import { collectUserExport, streamUserExport } from './export-user-data';
import { getPrivacySettings, updatePrivacySettings } from './privacy-settings';
import { errorResponses } from '../../http/error-responses';
import { actorOf, candidateOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 429, 500);

/** Unexpected failures get the spec's message (§8); our own refusals pass unchanged. */
function failWith(key: string) {
  return (error: unknown): never => {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    throw new AppError(500, 'INTERNAL', key);
  };
}

/** Privacy settings, data export and account deletion. Mounted under /api. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Candidates: the sharing flags.
  app.get(
    '/privacy/settings',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'getCandidatePrivacySettings',
        summary: "The candidate's sharing flags",
        tags: ['privacy'],
        response: { 200: PrivacySettingsSchema, ...errors },
      },
    },
    async (request) => getPrivacySettings({ db, actor: candidateOf(request) }),
  );

  app.put(
    '/privacy/settings',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'updatePrivacySettings',
        summary: "Set the candidate's sharing flags",
        tags: ['privacy'],
        body: PrivacySettingsSchema,
        response: { 200: PrivacySettingsSchema.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const actor = candidateOf(request);
      const settings = await updatePrivacySettings({ db, actor }, request.body).catch((error: unknown) => {
        request.log.error({ err: error }, 'privacy settings update failed');
        return failWith('privacy.updateFailed')(error);
      });
      return { ...settings, message: translate(request.locale, 'privacy.updated') };
    },
  );

  // Exports read every table and every file of a user: two at a time on this instance, a few waiting.
  const exportQueue = new WorkQueue('export', 2, 10);

  // Every signed-in user: a zip of everything stored about them (JSON per table and their files); 3 per hour.
  app.get(
    '/privacy/export',
    {
      compress: false,
      config: { access: 'signed-in', rateLimit: 'expensive' },
      schema: {
        operationId: 'exportUserData',
        summary: 'A zip of everything stored about the caller',
        tags: ['privacy'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const limit = await checkRateLimit(app.rateLimits, RATE_LIMITS.dataExport, [`account:${actor.userId}`]);
      if (!limit.allowed) throw AppError.rateLimited('privacy.tooManyExports', limit.retryAfterSeconds);
      // The slot is held until the zip has been sent (or the download was broken off).
      const release = await exportQueue.acquire();
      try {
        const data = await collectUserExport(db, actor.userId).catch((error: unknown) => {
          request.log.error({ err: error }, 'data export failed');
          return failWith('privacy.exportFailed')(error);
        });
        const zip = streamUserExport({ storage: app.storage, log: request.log }, actor, data);
        zip.once('close', release);
        reply.raw.once('close', release);
        return reply
          .type('application/zip')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', contentDisposition('attachment', EXPORT_FILE_NAME))
          .send(zip);
      } catch (error) {
        release();
        throw error;
      }
    },
  );

  // Every signed-in user: delete their account after typing DELETE and their password.
  app.delete(
    '/privacy/account',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'deleteAccount',
        summary: "Delete the caller's account (confirmed with DELETE and the password)",
        tags: ['privacy'],
        body: DeleteAccountSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await deleteAccount(
        {
          db,
          storage: app.storage,
          rateLimits: app.rateLimits,
          mailer: app.mailer,
          config: app.config,
          log: request.log,
          actor,
        },
        request.body.password,
      ).catch((error: unknown) => {
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'account deletion failed');
        return failWith('privacy.deleteFailed')(error);
      });
      // Their open sockets (conversations, presence) close at once, on every instance.
      await app.realtime.disconnectUser(actor.userId);
      // The sessions are gone with the account; this clears the browser's cookies too.
      try {
        const result = await app.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
        forwardCookies(result.headers, reply);
      } catch {
        for (const name of Object.keys(request.cookies ?? {}).filter((n) => n.includes('azubi.session')))
          void reply.clearCookie(name, { path: '/' });
      }
      return reply.send({ message: translate(request.locale, 'privacy.accountDeleted') });
    },
  );
};
