import {
  AuthResultSchema,
  CsrfTokenSchema,
  ForgotPasswordSchema,
  homePathForRole,
  InvitationInfoSchema,
  MeSchema,
  MessageResultSchema,
  ResendVerificationSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  VerifyEmailSchema,
  type UserRole,
} from '@azubi/shared/auth/schemas';
import { AccountLocaleSchema } from '@azubi/shared/auth/account-locale';
import { translate } from '@azubi/shared/i18n/messages';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS } from '../../http/rate-limiter';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { sendVerificationEmail, userForVerificationToken, verifyEmail } from './email-verification';
import { getMe } from './get-me';
import { setAccountLocale } from './set-account-locale';
import { findValidInvitation, acceptInvitation, sameEmail } from './invitations';
import { auditContext, authHeaders, forwardCookies } from '../../platform/session/request-context';
import { getActor } from '../../platform/session/session';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { ApiErrorBodySchema, errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 429, 500);

/**
 * Accounts (spec §4–§8). Who may call each route is stated beside it and checked here on the server.
 * Mounted under /api.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, database, config, mailer, rateLimits } = app;
  const db = database.db;

  // Anyone: the CSRF token to send as `x-csrf-token` with every state-changing request.
  app.get(
    '/auth/csrf',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getCsrfToken',
        summary: 'The CSRF token to send as x-csrf-token with every state-changing request',
        tags: ['auth'],
        response: { 200: CsrfTokenSchema },
      },
    },
    async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send({ token: reply.generateCsrf() });
    },
  );

  // Anyone (rate-limited): create an account; signs the new user in.
  app.post(
    '/auth/sign-up',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signUp',
        summary: 'Create an account and sign the new user in',
        tags: ['auth'],
        body: SignUpSchema,
        response: { 201: AuthResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signUp(
        { db, auth, config, mailer, rateLimits, log: request.log },
        { ...request.body, locale: request.locale },
        auditContext(request),
        authHeaders(request),
      );
      forwardCookies(result.headers, reply);
      return reply.status(201).send({
        me: await getMe({ db, userId: result.userId }),
        redirectTo: homePathForRole(result.role as UserRole, request.body.invitationToken),
        message: translate(request.locale, result.invited ? 'auth.teamWelcome' : 'auth.accountCreated'),
      });
    },
  );

  // Anyone (rate-limited): sign in with e-mail and password, optionally accepting an invitation.
  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with e-mail and password, optionally accepting an invitation',
        tags: ['auth'],
        body: SignInSchema,
        response: { 200: AuthResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signIn(
        { db, auth, rateLimits, log: request.log },
        request.body,
        auditContext(request),
        authHeaders(request),
      );
      forwardCookies(result.headers, reply);
      const me = await getMe({ db, userId: result.userId });
      return reply.send({
        me,
        redirectTo: homePathForRole(me.user.role, request.body.invitationToken),
        // The account's language wins after sign-in: the page switches to it, and so does this message.
        message: translate(me.user.locale, result.invited ? 'auth.teamWelcome' : 'auth.welcomeBack'),
      });
    },
  );

  // Anyone: ends the session on the server and clears the cookie; signed-out callers get the same answer.
  app.post(
    '/auth/sign-out',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signOut',
        summary: 'End the session and clear the cookie',
        tags: ['auth'],
        response: { 200: MessageResultSchema },
      },
    },
    async (request, reply) => {
      const actor = await getActor(auth, request);
      if (actor) {
        const result = await auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
        forwardCookies(result.headers, reply);
        await recordAuditEvent(
          db,
          {
            action: 'user_logout',
            userId: actor.userId,
            context: auditContext(request),
            resourceType: 'user',
            resourceId: actor.userId,
          },
          request.log,
        );
      }
      return reply.send({ message: translate(request.locale, 'auth.signedOut') });
    },
  );

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

  // Anyone with the link: what the invitation is for (company, role, invited address), for the banner.
  app.get(
    '/auth/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getInvitation',
        summary: 'What a team invitation is for: company, role and invited address',
        tags: ['auth'],
        params: z.object({ token: z.string().max(100) }),
        response: { 200: InvitationInfoSchema, ...errors },
      },
    },
    async (request) => {
      const invitation = await findValidInvitation(db, request.params.token);
      return {
        companyName: invitation.companyName,
        role: invitation.role,
        email: invitation.email,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },
  );

  // The signed-in user whose address was invited.
  app.post(
    '/auth/invitations/:token/accept',
    {
      config: { access: 'invited' },
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept a team invitation as the invited account',
        tags: ['auth'],
        params: z.object({ token: z.string().max(100) }),
        response: { 200: AuthResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const invitation = await findValidInvitation(db, request.params.token);
      if (!sameEmail(invitation.email, actor.email)) throw new AppError(403, 'FORBIDDEN', 'auth.invitationSignInEmail');
      await acceptInvitation(db, invitation, actor.userId);
      return {
        me: await getMe({ db, userId: actor.userId }),
        redirectTo: homePathForRole('team_member', request.params.token),
        message: translate(request.locale, 'auth.teamWelcome'),
      };
    },
  );

  // Signed-in users: their account, role and company.
  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getSignedInAccount',
        summary: 'The signed-in account, its role and company',
        tags: ['auth'],
        response: { 200: MeSchema, 401: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return reply.header('cache-control', 'no-store').send(await getMe({ db, userId: actor.userId }));
    },
  );

  // Signed-in users: the account's language (the language switcher sets it); answers the account.
  app.put(
    '/me/locale',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'setAccountLocale',
        summary: "Set the account's language",
        tags: ['auth'],
        body: AccountLocaleSchema,
        response: { 200: MeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await setAccountLocale({ db, actor, input: request.body });
      return reply.header('cache-control', 'no-store').send(await getMe({ db, userId: actor.userId }));
    },
  );
};
