import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/** A field message from the server, already in the reader's language: shown as it is. */
export const SERVER_ERROR_TYPE = 'server';

/**
 * Puts the server's per-field messages on the form's fields (the first one gets focus) and
 * reports whether there were any. The typed values stay as they are.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let first = true;
  let applied = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (!message) continue;
    setError(field, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}
