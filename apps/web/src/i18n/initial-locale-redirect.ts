import { isLocale, localizePath } from '@azubi/shared/i18n/locales';

export interface InitialLocaleInput {
  pathname: string;
  search: string;
  hash: string;
  /** The language remembered from an earlier visit (localStorage `i18nextLng` or cookie `i18next`), if any. */
  storedLanguage: string | null;
  /** The browser's languages, preferred first (`navigator.languages`). */
  browserLanguages: readonly string[];
}

/** de, de-DE, de-AT, de-CH …: the browser asks for German (spec §2 names de, de-at and de-ch). */
export function isGermanBrowserLanguage(tag: string): boolean {
  const lower = tag.toLowerCase();
  return lower === 'de' || lower.startsWith('de-');
}

/**
 * Where a page load should really show, or null to stay:
 * - `?lng=de` / `?lng=en` asks for a language explicitly: the same page in that language, without the parameter;
 * - a first visit to `/` (nothing remembered) from a browser whose preferred language is German goes to `/de`.
 * Any other address already says its language (German under /de, English at the base address) and stays.
 */
export function initialLocaleRedirect({
  pathname,
  search,
  hash,
  storedLanguage,
  browserLanguages,
}: InitialLocaleInput): string | null {
  const params = new URLSearchParams(search);
  const requested = params.get('lng');
  if (isLocale(requested)) {
    params.delete('lng');
    const query = params.toString();
    return `${localizePath(pathname, requested)}${query ? `?${query}` : ''}${hash}`;
  }
  if (pathname !== '/' || storedLanguage) return null;
  const preferred = browserLanguages[0];
  return preferred && isGermanBrowserLanguage(preferred) ? `/de${search}${hash}` : null;
}

/** The language remembered in localStorage or the cookie, as i18next's detector stores it. */
export function readStoredLanguage(): string | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('i18nextLng');
  } catch {
    // Storage refused: fall back to the cookie.
  }
  if (stored) return stored;
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('i18next='));
  return cookie ? decodeURIComponent(cookie.slice('i18next='.length)) || null : null;
}

/**
 * Applies the rule before the router and i18next start, by replacing the address in place: no
 * second page load, no English flash for a German visitor. i18n.ts calls it just before i18next
 * starts, because i18next remembers the language it detects as soon as it starts.
 */
export function applyInitialLocaleRedirect(): void {
  const { pathname, search, hash } = window.location;
  const target = initialLocaleRedirect({
    pathname,
    search,
    hash,
    storedLanguage: readStoredLanguage(),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  if (target !== null && target !== `${pathname}${search}${hash}`) window.history.replaceState(null, '', target);
}
