import { useEffect } from 'react';

/** The name of the performance mark (and `<html data-usable>`): bench:phone and RUM read it. */
export const USABLE_MARK = 'app:usable';

/**
 * Marks the moment the page's first screen shows its data (ADR 0033): a `performance.mark` that
 * `npm run bench:phone` (scripts/bench-phone.mjs) measures, and `<html data-usable>` for tests. Once
 * per page load: a later screen opened inside the app is not a first load.
 */
export function markUsable(): void {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute('data-usable')) return;
  document.documentElement.setAttribute('data-usable', '');
  performance.mark(USABLE_MARK);
}

/** Marks the page usable once `ready` (its data is rendered: the effect runs after the commit). */
export function useUsableMark(ready: boolean): void {
  useEffect(() => {
    if (ready) markUsable();
  }, [ready]);
}
