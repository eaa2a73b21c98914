import type { ApiErrorBody, ErrorCode } from '@azubi/shared/http/api-error';
import type { Locale } from '@azubi/shared/i18n/locales';
import { isMessageKey, translate, type MessageKey } from '@azubi/shared/i18n/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from './app-error';

type ValidationEntry = { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown> };

/** Turns one zod issue into a translated message: our own keys first, then a generic text per issue code. */
function translateIssue(locale: Locale, entry: ValidationEntry): string {
  const params = entry.params ?? {};
  const numeric = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0);
  const message = entry.message ?? '';
  if (isMessageKey(message)) {
    return translate(locale, message, { minimum: numeric(params.minimum), maximum: numeric(params.maximum) });
  }
  switch (entry.keyword) {
    case 'invalid_type':
      return translate(
        locale,
        message.includes('received undefined') ? 'validation.required' : 'validation.invalidType',
      );
    case 'too_small':
      return params.origin === 'string'
        ? translate(locale, numeric(params.minimum) <= 1 ? 'validation.required' : 'validation.tooShort', {
            minimum: numeric(params.minimum),
          })
        : translate(locale, 'validation.tooSmall', { minimum: numeric(params.minimum) });
    case 'too_big':
      return params.origin === 'string'
        ? translate(locale, 'validation.tooLong', { maximum: numeric(params.maximum) })
        : translate(locale, 'validation.tooBig', { maximum: numeric(params.maximum) });
    case 'invalid_value':
    case 'invalid_union':
      return translate(locale, 'validation.invalidValue');
    case 'invalid_format':
      return translate(locale, 'validation.invalidFormat');
    case 'unrecognized_keys':
      return translate(locale, 'validation.unknownField');
    default:
      return translate(locale, 'validation.invalidType');
  }
}

function fieldPath(entry: ValidationEntry, context: string | undefined): string {
  const path = entry.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  return context && context !== 'body' ? context : '_';
}

export function errorBody(
  locale: Locale,
  code: ErrorCode,
  messageKey: MessageKey | string,
  params?: Record<string, string | number>,
  fields?: Record<string, string>,
): ApiErrorBody {
  const body: ApiErrorBody = { error: { code, message: translate(locale, messageKey, params) } };
  if (fields && Object.keys(fields).length > 0) body.error.fields = fields;
  return body;
}

const STATUS_CODES: Record<number, [ErrorCode, MessageKey]> = {
  400: ['BAD_REQUEST', 'errors.badRequest'],
  401: ['UNAUTHENTICATED', 'errors.unauthenticated'],
  403: ['FORBIDDEN', 'errors.forbidden'],
  404: ['NOT_FOUND', 'errors.notFound'],
  409: ['CONFLICT', 'errors.conflict'],
  413: ['PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType'],
  429: ['RATE_LIMITED', 'errors.rateLimited'],
  503: ['SERVICE_UNAVAILABLE', 'errors.serviceUnavailable'],
};

/**
 * The database is away (connection refused or reset, backend terminated, SQL state class 08, no
 * pool connection in time): 503 with a hint to retry, not a 500. Answers and returns true if so.
 */
function answerDatabaseUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  request.log.warn({ err: error }, 'database unavailable');
  void reply
    .status(503)
    .header('retry-after', '5')
    .send(errorBody(request.locale, 'SERVICE_UNAVAILABLE', 'errors.serviceUnavailable'));
  return true;
}

/** Installs the one error shape `{ error: { code, message, fields? } }` for every failure. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, translate(locale, key)]))
        : undefined;
      if (typeof error.params.retryAfterSeconds === 'number') {
        void reply.header('retry-after', String(error.params.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send(errorBody(locale, error.code, error.messageKey, error.params, fields));
    }
    if (answerDatabaseUnavailable(error, request, reply)) return reply;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const entry of error.validation as unknown as ValidationEntry[]) {
        const path = fieldPath(entry, error.validationContext);
        // Only the first failing rule of a field is shown (spec §5).
        fields[path] ??= translateIssue(locale, entry);
      }
      return reply.status(400).send(errorBody(locale, 'VALIDATION_FAILED', 'errors.validationFailed', {}, fields));
    }
    if (error.code?.startsWith('FST_CSRF_')) {
      return reply.status(403).send(errorBody(locale, 'FORBIDDEN', 'errors.csrf'));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status < 500) {
      const [code, key] = STATUS_CODES[status] ?? ['BAD_REQUEST', 'errors.badRequest'];
      return reply.status(status).send(errorBody(locale, code, key));
    }
    request.log.error({ err: error }, 'request failed');
    const [code, key] = STATUS_CODES[status] ?? ['INTERNAL', 'errors.internal'];
    return reply.status(status).send(errorBody(locale, code, key));
  });
}
