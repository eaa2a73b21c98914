import { useSyncExternalStore } from 'react';

function noSubscription(): () => void {
  return () => undefined;
}

/**
 * False on the server and while React takes a page rendered there over (hydration), true from then
 * on, and at once on a page the browser renders itself. For what the server cannot render as the
 * browser will: text from the browser's own data (country names from its ICU, which differs from
 * Node's), so that the server's HTML and the browser's first render agree (else React throws the
 * page away, error #418) and the browser's version follows right after.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
