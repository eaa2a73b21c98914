import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A surface that groups related content. Put a heading of the right level inside. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-card border border-border bg-background p-6 text-foreground shadow-sm', className)}
      {...props}
    />
  );
}
