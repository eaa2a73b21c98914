import { Suspense, type ReactNode } from 'react';
import { ChartPlaceholder } from './chart-placeholder';

/**
 * A chart (a lazily loaded Recharts chunk) as a figure: its space kept while its code loads, and a
 * caption for screen readers that points to the table beside it, which carries the same figures.
 */
export function ChartFigure({
  label,
  placeholderClassName,
  children,
}: {
  /** The caption read by screen readers (the chart itself is hidden from them). */
  label: string;
  /** The placeholder's size, the same as the chart's. */
  placeholderClassName?: string;
  children: ReactNode;
}) {
  return (
    <figure className="grid min-w-0 gap-2">
      <Suspense fallback={<ChartPlaceholder className={placeholderClassName} />}>{children}</Suspense>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
