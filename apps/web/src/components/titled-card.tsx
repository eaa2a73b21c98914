import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './ui/card';

/**
 * A card that is a region of the page named by its heading (a section of an analytics page), with
 * what belongs beside the heading (a download link) at its end.
 */
export function TitledCard({
  id,
  title,
  actions,
  className,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-xl font-semibold text-brand-950">
      {title}
    </h2>
  );
  return (
    <Card className={cn('grid gap-4 p-4 sm:p-6', className)} role="region" aria-labelledby={id}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
