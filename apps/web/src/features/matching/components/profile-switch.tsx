import { Controller, useFormContext } from 'react-hook-form';
import { SwitchField } from './switch-field';

/** An on/off field of the search profile form around it. */
export function ProfileSwitch({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { control } = useFormContext<Record<string, boolean>>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField label={label} hint={hint} checked={field.value} onCheckedChange={field.onChange} />
      )}
    />
  );
}
