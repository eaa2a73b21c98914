import { ApiErrorBodySchema } from '@azubi/shared/http/api-error-schema';
import { z } from 'zod';

/**
 * The error answers routes declare in their OpenAPI `response` (issue 34.5): every 4xx and 5xx is
 * the one error shape `{ error: { code, message, fields? } }` (packages/shared/src/http/api-error.ts),
 * never an untyped `z.any()`; `openapi.test.ts` fails on one.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/** The error answers of a route: `response: { 200: Schema, ...errorResponses(400, 401, 404) }`. */
export function errorResponses<const T extends readonly ErrorStatus[]>(
  ...statuses: T
): { [K in T[number]]: typeof ApiErrorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorBodySchema])) as {
    [K in T[number]]: typeof ApiErrorBodySchema;
  };
}

/** 416 to a byte range past the end of a file: no body, `Content-Range: bytes *\/<size>` names the size. */
export const RangeNotSatisfiable = z.null().describe('No body; Content-Range names the size of the file.');

export { ApiErrorBodySchema };
