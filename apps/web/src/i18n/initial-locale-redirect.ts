import { isLocale, localizePath } from '@azubi/shared/i18n/locales';

export interface InitialLocaleInput {
  pathname: string;
  search: string;
  hash: string;
  /** The language remembered from an earlier visit (cookie `i18next`, else localStorage `i18nextLng`), if any. */
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
 * Where a page load should really show, or null to stay (the server applies the same rule before it
 * renders a page: apps/server/src/web/page-language.ts, ADR 0014):
 * - `?lng=de` / `?lng=en` asks for a language explicitly: the same page in that language, without the parameter;
 * - `/` is shown in the remembered language (the last one shown, or the account's after sign-in); with
 *   nothing remembered, a browser whose preferred language is German goes to `/de`.
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
  if (pathname !== '/') return null;
  if (isLocale(storedLanguage)) return storedLanguage === 'de' ? `/de${search}${hash}` : null;
  const preferred = browserLanguages[0];
  return preferred && isGermanBrowserLanguage(preferred) ? `/de${search}${hash}` : null;
}

/**
 * The language remembered by i18next's detector: the cookie first, which the server reads too (so
 * both decide alike), then localStorage.
 */
export function readStoredLanguage(): string | null {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('i18next='));
  const fromCookie = cookie ? decodeURIComponent(cookie.slice('i18next='.length)) : '';
  if (isLocale(fromCookie)) return fromCookie;
  try {
    return localStorage.getItem('i18nextLng');
  } catch {
    return null; // Storage refused.
  }
}

/**
 * Applies the rule before the router and i18next start, by replacing the address in place: no
 * second page load, no English flash for a German visitor. i18n.ts calls it just before i18next
 * starts, because i18next remembers the language it detects as soon as it starts.
 *
 * A page the server sent with its content has had the rule applied already (the server answered
 * with the right address): its HTML is in the path's language, and moving to the other language
 * here would make React hydrate German over English (error #418). Then nothing changes.
 */
export function applyInitialLocaleRedirect(): void {
  if (document.getElementById('root')?.hasAttribute('data-prerendered')) return;
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
