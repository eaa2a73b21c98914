import { CircleAlert } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface ChoiceGroupProps {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
}

/** A group of checkboxes for one list field (several may be chosen), with its legend and error. */
export function ChoiceGroup({ id, legend, hint, error, options, registration }: ChoiceGroupProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy} className="grid gap-2 scroll-mt-24">
      <legend className="mb-1 text-base font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 hover:bg-muted"
          >
            <input
              type="checkbox"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-primary"
              {...registration}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
