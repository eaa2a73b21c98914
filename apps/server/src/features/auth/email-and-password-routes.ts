import {
  ForgotPasswordSchema,
  MessageResultSchema,
  ResendVerificationSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from '@azubi/shared/auth/schemas';
import { translate } from '@azubi/shared/i18n/messages';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS } from '../../http/rate-limiter';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { sendVerificationEmail, userForVerificationToken, verifyEmail } from './email-verification';
import { auditContext, authHeaders } from '../../platform/session/request-context';
import { getActor } from '../../platform/session/session';
import { errors } from './route-schemas';

/**
 * Accounts (spec §4–§8): the links sent by e-mail, to reset a password and to verify the address.
 * Who may call each route is stated beside it and checked here on the server. Mounted under /api.
 */
export const emailAndPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, database, config, mailer, rateLimits } = app;
  const db = database.db;

  // Anyone (rate-limited): the same answer whether or not the account exists.
  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Send a password reset link (the same answer whether or not the account exists)',
        tags: ['auth'],
        body: ForgotPasswordSchema,
        response: { 200: MessageResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const context = auditContext(request);
      const limit = await checkRateLimit(rateLimits, RATE_LIMITS.passwordReset, [
        `ip:${context.ipAddress}`,
        `account:${email}`,
      ]);
      if (!limit.allowed) {
        await recordAuditEvent(
          db,
          {
            action: 'security_event',
            context,
            details: { type: 'rate_limit_exceeded', limit: 'password_reset', email },
          },
          request.log,
        );
        throw AppError.rateLimited('auth.tooManyResets', limit.retryAfterSeconds);
      }
      // Looked up and mailed after the answer: its timing is the same for every address.
      const headers = authHeaders(request);
      app.afterAnswer('password reset', request.log, async () => {
        await auth.api.requestPasswordReset({ body: { email }, headers });
      });
      return reply.send({ message: translate(request.locale, 'auth.resetLinkSent') });
    },
  );

  // Anyone holding a valid reset token: sets the new password and ends every session of that user.
  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token, ending every session of the user',
        tags: ['auth'],
        body: ResetPasswordSchema,
        response: { 200: MessageResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        await auth.api.resetPassword({ body: { newPassword: request.body.password, token: request.body.token } });
      } catch {
        throw new AppError(400, 'BAD_REQUEST', 'auth.resetLinkInvalid');
      }
      return reply.send({ message: translate(request.locale, 'auth.passwordChanged') });
    },
  );

  // Anyone holding the link from the e-mail.
  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'verifyEmail',
        summary: "Confirm the e-mail address with the link's token",
        tags: ['auth'],
        body: VerifyEmailSchema,
        response: { 200: MessageResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await verifyEmail({ db }, request.body.token);
      return reply.send({
        message: translate(request.locale, result.alreadyVerified ? 'auth.emailAlreadyVerified' : 'auth.emailVerified'),
      });
    },
  );

  // The signed-in user, or anyone with a (possibly expired) link or an address (rate-limited, same answer either way).
  app.post(
    '/auth/resend-verification',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'resendVerificationEmail',
        summary: 'Send the verification e-mail again',
        tags: ['auth'],
        body: ResendVerificationSchema.extend({ token: z.string().max(100).optional() }),
        response: { 200: MessageResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await getActor(auth, request);
      let user;
      if (actor) [user] = await db.select().from(users).where(eq(users.id, actor.userId));
      else if (request.body.token) user = await userForVerificationToken(db, request.body.token);
      else if (request.body.email)
        [user] = await db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${request.body.email.toLowerCase()}`);
      else throw AppError.unauthenticated();

      // Asked by address, the answer and its limits must not tell whether an account exists or is
      // verified: the account key is the address asked for, and "already verified" is said only to
      // the account's holder (signed in, or holding a link that was sent to it).
      const byAddress = !actor && !request.body.token;
      const context = auditContext(request);
      const account = byAddress ? request.body.email!.toLowerCase() : user?.id;
      const subjects = [`ip:${context.ipAddress}`, ...(account ? [`account:${account}`] : [])];
      const limit = await checkRateLimit(rateLimits, RATE_LIMITS.verificationEmail, subjects);
      if (!limit.allowed) throw AppError.rateLimited('auth.tooManyVerificationEmails', limit.retryAfterSeconds);
      if (user?.emailVerified && !byAddress)
        return reply.send({ message: translate(request.locale, 'auth.emailAlreadyVerified') });
      if (user && !user.emailVerified) {
        const recipient = { id: user.id, email: user.email, name: user.name, locale: user.locale };
        app.afterAnswer('verification e-mail', request.log, async () => {
          await sendVerificationEmail({ db, config, mailer }, recipient);
        });
      }
      return reply.send({ message: translate(request.locale, 'auth.verificationSent') });
    },
  );
};
