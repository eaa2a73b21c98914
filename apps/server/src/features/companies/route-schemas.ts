import { errorResponses } from '../../http/error-responses';

/** The error answers the company routes declare (routes.ts, image-routes.ts, verification-routes.ts). */
export const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
