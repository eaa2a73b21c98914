import {
  AuthResultSchema,
  CsrfTokenSchema,
  homePathForRole,
  MeSchema,
  MessageResultSchema,
  SignInSchema,
  SignUpSchema,
  type UserRole,
} from '@azubi/shared/auth/schemas';
import { AccountLocaleSchema } from '@azubi/shared/auth/account-locale';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { getMe } from './get-me';
import { setAccountLocale } from './set-account-locale';
import { auditContext, authHeaders, forwardCookies } from '../../platform/session/request-context';
import { getActor } from '../../platform/session/session';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { ApiErrorBodySchema } from '../../http/error-responses';
import { actorOf } from '../../http/access';
import { errors } from './route-schemas';

/**
 * Accounts (spec §4–§8): the session (CSRF token, sign-up, sign-in, sign-out) and the signed-in
 * account. Password reset and e-mail verification are in email-and-password-routes.ts, team
 * invitations in invitation-routes.ts. Who may call each route is stated beside it and checked here
 * on the server. Mounted under /api.
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
