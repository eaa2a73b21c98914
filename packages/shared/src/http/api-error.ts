/** Machine-readable codes of every API failure. The message is translated; the code is not. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  /** A blog post that was archived (410): it existed and will not come back. */
  'GONE',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  /** Checkout on a server that runs with billing switched off (BILLING_ENABLED=false): plans are shown, nothing is sold. */
  'PAYMENTS_NOT_CONFIGURED',
  /** A read cancelled by its statement timeout (503): the same request would take as long again, so clients do not retry it. */
  'QUERY_TOO_SLOW',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error shape every API failure has: `{ error: { code, message, fields? } }`. Its zod schema
 * (for the server's route contracts) is in api-error-schema.ts: a schema here would bring zod into
 * every page of the web app, which reads error bodies with `isApiErrorBody` (ADR 0033).
 */
export type ApiErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field messages for validation failures, keyed by the field's dotted path; the first failing rule only. */
    fields?: Record<string, string>;
  };
};

/**
 * The same check as `ApiErrorBodySchema` (api-error-schema.ts; the test compares the two), written out.
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
  if (typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code)) return false;
  if (typeof message !== 'string') return false;
  if (fields === undefined) return true;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return false;
  return Object.values(fields).every((field) => typeof field === 'string');
}
