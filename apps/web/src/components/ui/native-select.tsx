import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly NativeSelectOption[];
  /** The first, empty choice ("All cities"); its value is ''. */
  placeholder?: string;
}

/**
 * The browser's own select, styled like our fields. For short lists on pages that must load fast
 * on cheap phones (the landing page): no script at all, and phones show their native picker.
 * Everywhere else use `Select`, which looks the same when closed.
 */
export function NativeSelect({ options, placeholder, className, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'block h-11 w-full min-w-0 appearance-none truncate rounded-control border border-input bg-background py-0 pr-10 pl-3 text-base text-foreground',
          'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive',
        )}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
