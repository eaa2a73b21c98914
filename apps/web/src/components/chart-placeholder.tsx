import { cn } from '../lib/cn';

/** The chart's space while its code loads, so the page does not jump. */
export function ChartPlaceholder({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('h-64 w-full animate-pulse rounded-control bg-muted', className)} />;
}
