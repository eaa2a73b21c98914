import { stripLocale } from '@azubi/shared/i18n/locales';
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side move to another page, puts focus on <main>, as a full page load would
 * put screen reader and keyboard users at the top of the new content. Switching language keeps
 * the page, so it keeps the focus too (on the language switcher).
 */
export function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const page = stripLocale(useLocation().pathname);
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    mainRef.current?.focus({ preventScroll: true });
  }, [page, mainRef]);
}
