import { z } from '../zod';
import { ERROR_CODES, type ApiErrorBody } from './api-error';

/** The API's error shape (api-error.ts) as a schema, for route contracts on the server. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Per-field messages for validation failures, keyed by the field's dotted path; the first failing rule only. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;
