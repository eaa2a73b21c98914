import { ApiError } from '../../lib/api-error';

/**
 * Whether a failed sign-in or sign-up was refused because of its invitation (invalid, already
 * accepted, expired or not this account's) rather than because of what was typed.
 */
export function isInvitationError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && [404, 409, 410].includes(error.status) && Object.keys(error.fields ?? {}).length === 0
  );
}
