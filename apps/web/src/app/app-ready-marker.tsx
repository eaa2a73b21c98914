import { useEffect } from 'react';

/**
 * Marks the document once React has taken over the page (`<html data-app-ready>`): end-to-end tests
 * wait for it before they click, since a page rendered at build time is visible before it works.
 * The build-time render (src/prerender.tsx) has it in the same place, so both trees match.
 */
export function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
