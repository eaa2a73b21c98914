import {
  TranslateDraftSchema,
  TranslateRequestSchema,
  TranslationAvailabilitySchema,
  TranslationSchema,
} from '@azubi/shared/translation/translation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS } from '../../http/rate-limiter';
import { getActor } from '../../platform/session/session';
import { translateText } from './translate-text';
import { translationSource } from './translation-source';
import { createTranslator } from './translator';
import { errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 404, 429, 502);

/**
 * "Translate to German / English" (issue 14, spec §7). Offered only when a service is configured
 * (TRANSLATE_URL or DEEPL_API_KEY). A listing's description can be translated by anyone who can
 * read the listing, a message only by the two parties. RATE_LIMITS.translation per account, or per
 * address when signed out. Mounted under /api.
 */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const translator = createTranslator(app.config);

  app.get(
    '/translations/available',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getTranslationAvailability',
        summary: 'Whether machine translation is available',
        tags: ['translation'],
        response: { 200: TranslationAvailabilitySchema },
      },
    },
    async () => ({ available: translator !== null }),
  );

  app.post(
    '/translations',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'translateMessage',
        summary: 'Translate a message or listing text',
        tags: ['translation'],
        body: TranslateRequestSchema,
        response: { 200: TranslationSchema, ...errors },
      },
    },
    async (request) => {
      if (!translator) throw new AppError(404, 'NOT_FOUND', 'translation.unavailable');
      const actor = await getActor(app.auth, request);
      const text = await translationSource(db, actor, request.body);
      const limit = await checkRateLimit(app.rateLimits, RATE_LIMITS.translation, [
        actor ? `account:${actor.userId}` : `ip:${request.ip}`,
      ]);
      if (!limit.allowed) throw AppError.rateLimited('translation.rateLimited', limit.retryAfterSeconds);
      return translateText({ db, translator, log: request.log }, text, request.body.target);
    },
  );

  // Signed-in people: the message they are writing, to check and edit before sending (issue 28.9).
  app.post(
    '/translations/draft',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'translateDraft',
        summary: 'Translate the message being written, to check before sending',
        tags: ['translation'],
        body: TranslateDraftSchema,
        response: { 200: TranslationSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!translator) throw new AppError(404, 'NOT_FOUND', 'translation.unavailable');
      const limit = await checkRateLimit(app.rateLimits, RATE_LIMITS.translation, [`account:${actor.userId}`]);
      if (!limit.allowed) throw AppError.rateLimited('translation.rateLimited', limit.retryAfterSeconds);
      return translateText({ db, translator, log: request.log }, request.body.text, request.body.target);
    },
  );
};
