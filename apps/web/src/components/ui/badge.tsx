import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A short coloured label (a status): the colour comes in `className` and is never the only sign,
 * the word is always there.
 */
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold', className)}
      {...props}
    />
  );
}
