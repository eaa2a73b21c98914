import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { SERVER_ERROR_TYPE } from '../lib/server-errors';
import { useSharedMessage } from './use-shared-message';

/** The text of a field's first error: a server message as it is, a schema's key translated. */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const text = useSharedMessage();
  return useCallback(
    (error) => {
      if (!error?.message) return undefined;
      return error.type === SERVER_ERROR_TYPE ? error.message : text(error.message);
    },
    [text],
  );
}
