import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/** A shared schema's check of what the form would send. */
type Check = (input: unknown) => {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
};

/**
 * A react-hook-form resolver that checks the form's values, turned into the API's input, with the
 * API's own schema (packages/shared). An issue lands on the form field its path starts with (a
 * list's third entry lands on the list), with the schema's message key; the first per field wins.
 */
export function schemaResolver<V extends FieldValues>(check: Check, toInput: (values: V) => unknown): Resolver<V> {
  return (values, _context, options) => {
    const result = check(toInput(values));
    if (result.success) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0] ?? 'root');
      flat[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
