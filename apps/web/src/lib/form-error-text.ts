import type { FieldError } from 'react-hook-form';
import { SERVER_ERROR_TYPE } from './server-errors';

/** The message of a field error: the server's text as it is, a schema's key translated. */
export function fieldErrorText(
  error: FieldError | undefined,
  translate: (message: string | undefined) => string | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_ERROR_TYPE ? error.message : translate(error.message);
}
