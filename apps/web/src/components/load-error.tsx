import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/**
 * What a page or list shows when its data could not be loaded: the reason in the reader's
 * language (the API's message), an optional headline, and a button that tries again.
 */
export function LoadError({
  title,
  message,
  retryLabel,
  onRetry,
  className,
}: {
  title?: ReactNode;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 py-12 text-center', className)}>
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      {title ? <p className="text-lg font-semibold">{title}</p> : null}
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
