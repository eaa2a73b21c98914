import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

/**
 * A list of choices, any number of them, as a fieldset of checkboxes (two columns from small
 * screens up): cities, fields of interest. Each box has a 44 px hit area.
 */
export function CheckboxGroup({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  narrow = false,
}: {
  /** Short labels (city names): two columns on a phone too. */
  narrow?: boolean;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-base font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-x-4 gap-y-1', narrow ? 'grid-cols-2 sm:grid-cols-4' : 'sm:grid-cols-2')}>
        {options.map((option) => {
          const checkId = `${id}-${option.value}`;
          const checked = value.includes(option.value);
          return (
            <div key={option.value} className="flex min-h-11 items-center gap-3">
              <Checkbox
                id={checkId}
                checked={checked}
                onCheckedChange={(on) =>
                  onChange(on === true ? [...value, option.value] : value.filter((item) => item !== option.value))
                }
              />
              <Label htmlFor={checkId} className="font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
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
