import type { ErrorCode } from '@azubi/shared/http/api-error';
import type { MessageKey } from '@azubi/shared/i18n/messages';

type Params = Record<string, string | number>;

/**
 * A failure a handler or use case raises on purpose. The error handler turns it into the one
 * error shape with the message translated to the request's language.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    public readonly messageKey: MessageKey | (string & {}),
    public readonly params: Params = {},
    /** Field path → message key, for validation failures found by our own rules. */
    public readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  static badRequest(messageKey: MessageKey | (string & {}) = 'errors.badRequest', params?: Params) {
    return new AppError(400, 'BAD_REQUEST', messageKey, params);
  }
  static validation(
    fields: Record<string, string>,
    messageKey: MessageKey | (string & {}) = 'errors.validationFailed',
  ) {
    return new AppError(400, 'VALIDATION_FAILED', messageKey, {}, fields);
  }
  static unauthenticated() {
    return new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
  }
  static forbidden(messageKey: MessageKey | (string & {}) = 'errors.forbidden') {
    return new AppError(403, 'FORBIDDEN', messageKey);
  }
  static notFound(messageKey: MessageKey | (string & {}) = 'errors.notFound', params?: Params) {
    return new AppError(404, 'NOT_FOUND', messageKey, params);
  }
  static conflict(messageKey: MessageKey | (string & {}) = 'errors.conflict') {
    return new AppError(409, 'CONFLICT', messageKey);
  }
  /** Too much of one kind of work on this instance right now (http/work-queue.ts). */
  static busy(retryAfterSeconds = 30) {
    return new AppError(503, 'SERVICE_UNAVAILABLE', 'errors.busy', { retryAfterSeconds });
  }
  /**
   * A search whose statement PostgreSQL stopped at its time limit (db/statement-timeout.ts): the
   * database is fine, this search is too broad for it. No Retry-After: the same filters would
   * take as long again; narrower ones help.
   */
  static searchTooSlow() {
    return new AppError(503, 'QUERY_TOO_SLOW', 'errors.searchTooSlow');
  }
  static rateLimited(messageKey: MessageKey | (string & {}) = 'errors.rateLimited', retryAfterSeconds?: number) {
    return new AppError(429, 'RATE_LIMITED', messageKey, retryAfterSeconds ? { retryAfterSeconds } : {});
  }
}
