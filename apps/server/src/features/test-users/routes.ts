import {
  CreatedTestUsersSchema,
  CreateTestUsersSchema,
  DeletedTestDataSchema,
  TestUserListSchema,
} from '@azubi/shared/admin/test-users';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { auditContext } from '../../platform/session/request-context';
import { actorOf } from '../../http/access';
import { createTestUsers } from './create-test-users';
import { deleteTestData } from './delete-test-data';
import { listTestUsers } from './list-test-users';
import { errorResponses } from '../../http/error-responses';

const errors = errorResponses(400, 401, 403, 409, 429, 500);
const tags = ['admin'];

/**
 * Test users (issue 19, `/admin/create-test-users`). Who may call: admins only (moderators and
 * everyone else 403, signed out 401). Creating and deleting are audited with who did it.
 */
export const testUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const audit = (request: FastifyRequest, by: string, details: Record<string, unknown>) =>
    recordAuditEvent(
      db,
      {
        action: 'admin_user_action',
        userId: by,
        context: auditContext(request),
        resourceType: 'test_users',
        details: { ...details, by },
      },
      request.log,
    );

  app.get(
    '/admin/test-users',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listTestUsers',
        summary: 'The test users',
        tags,
        response: { 200: TestUserListSchema, ...errors },
      },
    },
    async (request) => {
      actorOf(request);
      return listTestUsers(db);
    },
  );

  app.post(
    '/admin/test-users',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createTestUsers',
        summary: 'Create test users',
        tags,
        body: CreateTestUsersSchema,
        response: { 201: CreatedTestUsersSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await createTestUsers(db, request.body);
      await audit(request, actor.userId, { action: 'test_users_created', created: result.created.length });
      return reply.code(201).send({ message: translate(request.locale, 'testUsers.created'), ...result });
    },
  );

  app.delete(
    '/admin/test-users',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteTestData',
        summary: 'Delete the test users and their data',
        tags,
        response: { 200: DeletedTestDataSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const result = await deleteTestData({ db, storage: app.storage, log: request.log });
      const total = result.deleted.candidates + result.deleted.employers + result.deleted.companies;
      if (total === 0) throw new AppError(409, 'CONFLICT', 'testUsers.nothingToDelete');
      await audit(request, actor.userId, { action: 'test_data_deleted', ...result.deleted });
      return { message: translate(request.locale, 'testUsers.deleted'), ...result };
    },
  );
};
