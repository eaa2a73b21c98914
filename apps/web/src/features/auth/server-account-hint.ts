import { SERVER_QUERY_STATE_ID } from '@azubi/shared/routing/server-rendering';

/** The same key as session-hint.ts (which imports React; this runs before React is loaded). */
const STORAGE_KEY = 'azubi.signedIn';

/**
 * A start-up step (src/main.tsx): the server knows who is signed in (ADR 0033). An app screen's HTML
 * carries the account, or null, in the query state; any page it sends for a valid session is marked
 * `<html data-signed-in>`. The session hint, which decides whether the header and pages ask for the
 * account at all, is set from that before the first render: a person who signed in elsewhere (or
 * whose session ended) sees the right controls at once. Nothing to do without the server's word (the
 * Vite dev server).
 */
export function applyServerAccountHint(doc: Document = document, storage: Storage = localStorage): void {
  let signedIn: boolean | null = doc.documentElement.hasAttribute('data-signed-in') ? true : null;
  const script = doc.getElementById(SERVER_QUERY_STATE_ID);
  if (script?.textContent) {
    try {
      const state = JSON.parse(script.textContent) as {
        queries?: { queryHash?: string; state?: { data?: unknown } }[];
      };
      const me = state.queries?.find((query) => query.queryHash === '["auth","me"]');
      if (me?.state) signedIn = me.state.data !== null;
    } catch {
      // Not ours to judge: the query client reports a broken state.
    }
  }
  if (signedIn === null) return;
  try {
    if (signedIn) storage.setItem(STORAGE_KEY, '1');
    else storage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the hint stays as it was.
  }
}
