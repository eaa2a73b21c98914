import {
  AdminUserDetailSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  ChangeRoleSchema,
  SuspendUserSchema,
} from '@azubi/shared/admin/admin-users';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { auditContext } from '../../platform/session/request-context';
import { sendVerificationEmail } from '../auth';
import { deleteUser } from '../privacy';
import { listUsers } from './list-users';
import {
  assertNotLastAdmin,
  auditAdminAction,
  changeRole,
  notSelf,
  suspendUser,
  unsuspendUser,
  type AdminActionDeps,
} from './user-actions';
import { findUser, userDetail } from './user-detail';
import { errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const Id = z.object({ id: z.uuid({ message: 'adminUsers.notFound' }) });
const Message = z.object({ message: z.string() });
const tags = ['admin'];

/**
 * Admin user management (issue 19). Who may call: admins only (moderators and everyone else 403,
 * signed out 401). An admin cannot change their own role, suspend or delete themselves (409), and
 * the last admin keeps the role and the account. Every action is audited. Mounted under /api.
 */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    return actor;
  };
  const actionDeps = async (request: FastifyRequest): Promise<AdminActionDeps> => ({
    db,
    actor: await admin(request),
    context: auditContext(request),
    log: request.log,
  });

  app.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listUsers',
        summary: 'Users with filters and pager',
        tags,
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListSchema, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      return listUsers(db, request.query);
    },
  );

  app.get(
    '/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getUserDetail',
        summary: 'One user with company or profile summary and sessions',
        tags,
        params: Id,
        response: { 200: AdminUserDetailSchema, ...errors },
      },
    },
    async (request) => userDetail(db, await admin(request), request.params.id),
  );

  app.put(
    '/admin/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'changeUserRole',
        summary: "Change a user's role",
        tags,
        params: Id,
        body: ChangeRoleSchema,
        response: { 200: AdminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      const deps = await actionDeps(request);
      await changeRole(deps, request.params.id, request.body.role);
      return userDetail(db, deps.actor, request.params.id);
    },
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'suspendUser',
        summary: 'Suspend a user',
        tags,
        params: Id,
        body: SuspendUserSchema,
        response: { 200: AdminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      const deps = await actionDeps(request);
      await suspendUser(deps, request.params.id, request.body.reason);
      return userDetail(db, deps.actor, request.params.id);
    },
  );

  app.post(
    '/admin/users/:id/unsuspend',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'unsuspendUser',
        summary: "Lift a user's suspension",
        tags,
        params: Id,
        response: { 200: AdminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      const deps = await actionDeps(request);
      await unsuspendUser(deps, request.params.id);
      return userDetail(db, deps.actor, request.params.id);
    },
  );

  app.post(
    '/admin/users/:id/resend-verification',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'resendUserVerification',
        summary: "Send a user's verification e-mail again",
        tags,
        params: Id,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const deps = await actionDeps(request);
      const user = await findUser(db, request.params.id);
      if (user.emailVerified) throw new AppError(409, 'CONFLICT', 'adminUsers.alreadyVerified');
      await sendVerificationEmail(
        { db, config: app.config, mailer: app.mailer },
        { id: user.id, email: user.email, name: user.name, locale: user.locale },
      );
      await auditAdminAction(deps, user, 'verification_resent');
      return { message: translate(request.locale, 'adminUsers.verificationSent') };
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete a user',
        tags,
        params: Id,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const deps = await actionDeps(request);
      notSelf(deps.actor, request.params.id);
      const user = await findUser(db, request.params.id);
      await assertNotLastAdmin(db, user);
      // Audited first: the event keeps who deleted whom once the account (and its link) is gone.
      await auditAdminAction(deps, user, 'deleted');
      await deleteUser(
        {
          db,
          mailer: app.mailer,
          config: app.config,
          log: request.log,
          storage: app.storage,
        },
        user.id,
      );
      return { message: translate(request.locale, 'adminUsers.deleted') };
    },
  );
};
