/** The languages the product exists in. English lives at the base address, German under /de. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Browser languages that send a first-time visitor to the German site (spec §2). */
export const GERMAN_BROWSER_LANGUAGES = ['de', 'de-at', 'de-ch'] as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a page path belongs to: `/de` and `/de/...` are German, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/de' || pathname.startsWith('/de/') ? 'de' : 'en';
}

/** The path without its language prefix: `/de/blog` → `/blog`, `/de` → `/`. */
export function stripLocale(pathname: string): string {
  if (pathname === '/de') return '/';
  if (pathname.startsWith('/de/')) return pathname.slice(3);
  return pathname || '/';
}

/** The same page in another language: `localizePath('/de/blog', 'en')` → `/blog`. */
export function localizePath(pathname: string, locale: Locale): string {
  const base = stripLocale(pathname);
  if (locale === 'en') return base;
  return base === '/' ? '/de' : `/de${base}`;
}

/**
 * Picks the best supported locale from an Accept-Language header value.
 * Only the primary tag counts: `de-AT;q=0.9` is German.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}
