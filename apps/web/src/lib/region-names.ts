/**
 * One Intl.DisplayNames for regions per language, made on first use: making one costs milliseconds
 * on a slow phone, and a list names hundreds of countries at once (the country options, the time
 * zone search). Null where the browser has none for the language: callers fall back to the code.
 */
const regionNames = new Map<string, Intl.DisplayNames | null>();

export function regionNamesOf(locale: string): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      regionNames.set(locale, null);
    }
  }
  return regionNames.get(locale) ?? null;
}
