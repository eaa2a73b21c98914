import type { ErrorCode } from '@azubi/shared/http/api-error';

/**
 * A failed API call: the HTTP status, the server's machine-readable code, the message in the
 * reader's language and, for validation failures, one message per field (keyed by dotted path).
 * A network failure has status 0 and code SERVICE_UNAVAILABLE.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** A 429's Retry-After in seconds, when the server said it. */
  retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fields?: Readonly<Record<string, string>>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}
