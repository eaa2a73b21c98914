import { z } from '../zod';

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

/** The one error shape every API failure has: `{ error: { code, message, fields? } }`. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Per-field messages for validation failures, keyed by the field's dotted path; the first failing rule only. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return ApiErrorBodySchema.safeParse(value).success;
}
