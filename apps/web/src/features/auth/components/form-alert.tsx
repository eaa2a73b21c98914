import { CircleAlert } from 'lucide-react';

/**
 * What went wrong with the whole form (too many attempts, no connection), kept in view after
 * the toast has gone. The toast already announced it, so this is not a live region, except
 * (`live`) inside a modal dialog, which hides the toasts from screen readers.
 */
export function FormAlert({ message, live = false }: { message: string | undefined; live?: boolean }) {
  if (!message) return null;
  return (
    <p
      role={live ? 'alert' : undefined}
      className="flex items-start gap-2 rounded-control border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm font-medium text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
