import { useSyncExternalStore } from 'react';

/**
 * Whether the cookie settings dialog is open. Shared state, because the banner's "Customise"
 * and the footer's "Cookie settings" open the same dialog.
 */
let open = false;
/** What had focus when the dialog opened, to give focus back to on close. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export function openCookieSettings(): void {
  if (!open) opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  setOpen(true);
}

/**
 * For the dialog's close: focus goes back to what opened it, or to the page's main content when that
 * is gone (saving from the banner removes the banner with its "Customise" button).
 */
export function returnFocusAfterCookieSettings(event: Event): void {
  event.preventDefault();
  const target = opener?.isConnected && opener !== document.body ? opener : document.querySelector('main');
  opener = null;
  target?.focus({ preventScroll: true });
}

export function closeCookieSettings(): void {
  setOpen(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
