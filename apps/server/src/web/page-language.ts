import { isLocale, localizePath, type Locale } from '@azubi/shared/i18n/locales';

/**
 * The browser's own language, as the web app reads it (`navigator.languages[0]`): the first entry of
 * Accept-Language by weight, its primary tag. Unlike `localeFromAcceptLanguage`, a French browser that
 * also accepts German stays French here: spec §2 sends "a browser whose language is de, de-at or
 * de-ch" to German, not one that merely accepts it.
 */
export function browserLanguage(header: string | undefined): string | null {
  if (!header) return null;
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = weight ? Number(weight.slice(2)) : 1;
    if (!tag || tag === '*' || Number.isNaN(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag: tag.toLowerCase(), q };
  }
  return best?.tag.split('-')[0] ?? null;
}

/**
 * The language `/` is shown in: the language cookie the web app keeps (`i18next`, the last language
 * the visitor saw, or their account's), else German for a German browser, else English. The web
 * app's start-up applies the same rule where no server has (apps/web/src/i18n/initial-locale-redirect.ts).
 */
export function homeLanguage({
  cookie,
  acceptLanguage,
}: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Locale {
  if (isLocale(cookie)) return cookie;
  return browserLanguage(acceptLanguage) === 'de' ? 'de' : 'en';
}

/**
 * Where a page request should be sent before anything is rendered, or null to render it (ADR 0014):
 * - `?lng=de` / `?lng=en` asks for a language: the same page in it, without the parameter;
 * - `/` goes to `/de` when its language (homeLanguage) is German.
 * The page is then rendered in the language of its path, which is the language the browser's app
 * hydrates it with: no English first paint for a German reader, no hydration mismatch.
 */
export function pageLanguageRedirect({
  path,
  search,
  cookie,
  acceptLanguage,
}: {
  path: string;
  /** The query string with its `?`, or empty. */
  search: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): string | null {
  const params = new URLSearchParams(search);
  const requested = params.get('lng');
  if (isLocale(requested)) {
    params.delete('lng');
    const query = params.toString();
    return `${localizePath(path, requested)}${query ? `?${query}` : ''}`;
  }
  if (path !== '/') return null;
  return homeLanguage({ cookie, acceptLanguage }) === 'de' ? `/de${search}` : null;
}
