import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether this browser signed in the last time it looked: a hint, not a credential (the session
 * itself is an httpOnly cookie the page cannot read). Pages that only *show* something to
 * signed-in people (the header's account menu) ask `GET /api/me` only when the hint is set, so
 * anonymous visitors are not sent a 401 on every page. Pages that need the account always ask.
 */
const STORAGE_KEY = 'azubi.signedIn';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function write(signedIn: boolean): void {
  // The page's mark (set by the server for a signed-in request) follows what the app learnt.
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-signed-in', signedIn);
  if (read() === signedIn) return;
  try {
    if (signedIn) localStorage.setItem(STORAGE_KEY, '1');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the header then shows "Sign in" until the account is asked for elsewhere.
  }
  for (const listener of listeners) listener();
}

export function setSessionHint(signedIn: boolean): void {
  write(signedIn);
}

export function hasSessionHint(): boolean {
  return read();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signed in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether the page's HTML was rendered for a signed-in person (a screen the server rendered per
 * request, ADR 0037), else false (pages rendered at build time, or for visitors). It is the hint's
 * value on the server and while React takes the page over, so both draw the same header; a page
 * rendered signed out but opened signed in switches after that, as before.
 */
export const RenderedSignedIn = createContext(false);

export function useSessionHint(): boolean {
  const rendered = useContext(RenderedSignedIn);
  return useSyncExternalStore(subscribe, read, () => rendered);
}
