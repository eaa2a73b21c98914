import { Controller, useFormContext } from 'react-hook-form';
import { useProfileFieldError } from '../hooks/use-profile-field-error';
import { CheckboxGroup } from './checkbox-group';

/** A list field of the search profile form around it, as checkboxes (cities, fields of interest). */
export function ChoicesField({
  name,
  ...group
}: {
  name: string;
  /** Short labels (city names): two columns on a phone too. */
  narrow?: boolean;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}) {
  const { control } = useFormContext<Record<string, string[]>>();
  const error = useProfileFieldError<Record<string, string[]>>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup {...group} value={field.value} onChange={field.onChange} error={error(name)} />
      )}
    />
  );
}
