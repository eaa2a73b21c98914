import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailChangeSchema,
  SessionListSchema,
  UpdateNameSchema,
} from '@azubi/shared/account/account-settings';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS } from '../../http/rate-limiter';
import { auditContext } from '../../platform/session/request-context';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import {
  changePassword,
  confirmEmailChange,
  endSession,
  listSessions,
  requestEmailChange,
  updateName,
} from './account-settings';
import { errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const Message = z.object({ message: z.string() });
const tags = ['account'];

/**
 * Account settings (issue 19): every signed-in user, for their own account only (signed out 401).
 * The e-mail change's confirmation works with the link alone (opened on another device). Password
 * checks share the sign-in's rate limit per account. Mounted under /api.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = async (request: FastifyRequest) => ({ db, actor: actorOf(request) });
  const limitPasswordChecks = async (userId: string) => {
    const limit = await checkRateLimit(app.rateLimits, RATE_LIMITS.login, [`account-settings:${userId}`]);
    if (!limit.allowed) throw AppError.rateLimited('auth.tooManyLogins', limit.retryAfterSeconds);
  };

  app.put(
    '/me/name',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'updateName',
        summary: "Change the caller's name",
        tags,
        body: UpdateNameSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await updateName(await deps(request), request.body.name);
      return { message: translate(request.locale, 'account.nameSaved') };
    },
  );

  app.post(
    '/me/email-change',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'requestEmailChange',
        summary: "Ask to change the caller's e-mail address (confirmed by link)",
        tags,
        body: ChangeEmailSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const base = await deps(request);
      await limitPasswordChecks(base.actor.userId);
      await requestEmailChange({ ...base, config: app.config, mailer: app.mailer }, request.body);
      return { message: translate(request.locale, 'account.emailChangeSent') };
    },
  );

  app.post(
    '/me/email-change/confirm',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'confirmEmailChange',
        summary: "Confirm an e-mail change with the link's token",
        tags,
        body: ConfirmEmailChangeSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await confirmEmailChange({ db, mailer: app.mailer }, request.body.token);
      await recordAuditEvent(
        db,
        { action: 'security_event', context: auditContext(request), details: { type: 'email_changed' } },
        request.log,
      );
      return { message: translate(request.locale, 'account.emailChanged') };
    },
  );

  app.put(
    '/me/password',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'changePassword',
        summary: "Change the caller's password",
        tags,
        body: ChangePasswordSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const base = await deps(request);
      await limitPasswordChecks(base.actor.userId);
      await changePassword(base, request.body);
      await recordAuditEvent(
        db,
        {
          action: 'security_event',
          userId: base.actor.userId,
          context: auditContext(request),
          details: { type: 'password_changed' },
        },
        request.log,
      );
      return { message: translate(request.locale, 'account.passwordChanged') };
    },
  );

  app.get(
    '/me/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listSessions',
        summary: "The caller's signed-in sessions",
        tags,
        response: { 200: SessionListSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await listSessions(await deps(request))),
  );

  app.delete(
    '/me/sessions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'endSession',
        summary: "Sign out one of the caller's sessions",
        tags,
        params: z.object({ id: z.uuid({ message: 'account.sessionNotFound' }) }),
        response: { 200: SessionListSchema, ...errors },
      },
    },
    async (request) => endSession(await deps(request), request.params.id),
  );
};
