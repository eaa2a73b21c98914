import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A text field. 16 px text, so phones do not zoom in on focus; mark errors with `aria-invalid`. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'block h-11 w-full min-w-0 rounded-control border border-input bg-background px-3 text-base text-foreground placeholder:text-muted-foreground',
        'file:mr-3 file:border-0 file:bg-transparent file:font-semibold file:text-foreground',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
        'aria-invalid:border-destructive aria-invalid:outline-destructive',
        className,
      )}
      {...props}
    />
  );
}
