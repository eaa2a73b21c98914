import { useFormState, type Control, type FieldError, type FieldValues } from 'react-hook-form';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { fieldErrorText } from '../../../lib/form-error-text';

/** A search profile form field's error in the page's language, read from the form around it (or `control`'s). */
export function useProfileFieldError<V extends FieldValues>(control?: Control<V>) {
  const { errors } = useFormState<V>({ control });
  const tShared = useSharedMessage();
  return (field: keyof V & string) => fieldErrorText(errors[field] as FieldError | undefined, tShared);
}
