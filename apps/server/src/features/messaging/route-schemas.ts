import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';

// What the messaging routes declare (routes.ts, message-routes.ts, block-report-routes.ts).
export const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500);
export const Id = z.object({ id: z.uuid() });
export const Message = z.object({ message: z.string() });
