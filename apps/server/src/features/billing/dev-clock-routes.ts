import { TestClockResponseSchema, TestClockSchema } from '@azubi/shared/billing/billing';
import { ApiErrorBodySchema } from '@azubi/shared/http/api-error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clock } from '../../clock';
import { AppError } from '../../http/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;
const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip === '::ffff:127.0.0.1';

/**
 * E2E only: `PUT /api/dev/clock { offsetDays }` moves the server's clock (trials end, plans expire)
 * for the server under test. Registered only with TEST_CLOCK=true (never in production: config.ts
 * refuses it), and then only from this machine; otherwise the route does not exist (404).
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/dev/clock',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'setDevClock',
        summary: 'Move the test clock (development, loopback only)',
        tags: ['dev'],
        body: TestClockSchema,
        response: { 200: TestClockResponseSchema, 404: ApiErrorBodySchema, 400: ApiErrorBodySchema },
      },
    },
    async (request) => {
      if (!isLoopback(request.socket.remoteAddress ?? '')) throw AppError.notFound();
      const { offsetDays, companyId } = request.body;
      if (companyId) clock.setCompanyOffsetMs(companyId, offsetDays * DAY_MS);
      else clock.setOffsetMs(offsetDays * DAY_MS);
      return { offsetDays, now: clock.now(companyId).toISOString() };
    },
  );
};
