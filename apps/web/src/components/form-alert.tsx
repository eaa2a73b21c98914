import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * What went wrong with a whole form or section (too many attempts, no connection, a refused
 * save): the one place the message is shown, so it is not repeated as a toast. It is an alert,
 * read out when it appears, and brought into view when it appears outside it (the top of a long
 * form, after a tap on the button at its end).
 */
export function FormAlert({ message }: { message: string | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      className="flex scroll-mt-24 items-start gap-2 rounded-control border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm font-medium text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
