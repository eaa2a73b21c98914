import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';
import { SERVER_ERROR_TYPE } from '../../../lib/server-errors';

/**
 * After a refused save: the server's per-field messages (already in the reader's language) go on
 * the fields, the first one gets focus; everything else becomes one message for the whole
 * section, shown once in the section's alert. What was typed stays as it is.
 */
export function showSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  fallback: string,
): string | undefined {
  if (error instanceof ApiError && error.fields) {
    let first = true;
    let placed = false;
    for (const [field, message] of Object.entries(error.fields)) {
      const root = field.split('.')[0] ?? field;
      if (!knownFields.includes(root)) continue;
      setError(field as Path<T>, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: first });
      first = false;
      placed = true;
    }
    if (placed) return undefined;
  }
  const message = error instanceof ApiError && error.status !== 0 ? error.message : fallback;
  const description = error instanceof ApiError && error.status === 0 ? error.message : undefined;
  return description ? `${message}: ${description}` : message;
}
