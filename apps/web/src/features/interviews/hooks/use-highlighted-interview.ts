import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * `#<id>` in the address (a notification's link): once the card with that id is on the page, it
 * scrolls into view and takes focus, and stays highlighted for a few seconds. Returns the id
 * while highlighted.
 */
export function useHighlightedInterview(ready: boolean): string | null {
  const { hash } = useLocation();
  const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  const [faded, setFaded] = useState<string | null>(null);
  useEffect(() => {
    if (!ready || !id) return;
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
    const timer = setTimeout(() => setFaded(id), 6000);
    return () => clearTimeout(timer);
  }, [ready, id]);
  return ready && id && faded !== id ? id : null;
}
