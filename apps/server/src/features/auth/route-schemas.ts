import { errorResponses } from '../../http/error-responses';

/** The error answers every auth route declares (routes.ts, email-and-password-routes.ts, invitation-routes.ts). */
export const errors = errorResponses(400, 401, 403, 404, 409, 410, 429, 500);
