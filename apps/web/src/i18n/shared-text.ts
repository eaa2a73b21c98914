import type { Locale } from '@azubi/shared/i18n/locales';
import type { MessageKey, Messages } from '@azubi/shared/i18n/messages';

/**
 * The shared message catalog (packages/shared: API errors, validation and the texts both sides
 * show) as the web app reads it. `@azubi/shared/i18n/messages` imports both languages' catalogs, so
 * every screen that translated a shared key downloaded the other language too (11 KB gzip, ADR
 * 0033). Here each language's catalog is the one the page frame loads anyway
 * (`loadLocaleResources`, before the first page of a language renders), kept by language.
 */
const catalogs = new Map<Locale, Messages>();

/** Called by loadLocaleResources with the catalog of a language it has loaded. */
export function rememberSharedCatalog(locale: Locale, messages: Messages): void {
  catalogs.set(locale, messages);
}

function template(locale: Locale, key: string): string | undefined {
  const [ns = '', name = '', ...rest] = key.split('.');
  if (!ns || !name || rest.length > 0) return undefined;
  const catalog = (catalogs.get(locale) ?? catalogs.values().next().value) as
    Record<string, Record<string, string> | undefined> | undefined;
  const text = catalog?.[ns]?.[name];
  return typeof text === 'string' ? text : undefined;
}

/** Whether `value` is a key of the shared catalog, e.g. `errors.notFound` (as in packages/shared). */
export function isMessageKey(value: string): value is MessageKey {
  return template(catalogs.keys().next().value ?? 'en', value) !== undefined;
}

/**
 * A shared message in `locale` with `{{name}}` interpolation; an unknown key comes back unchanged
 * (as `translate` in packages/shared, which the test holds it to).
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const text = template(locale, key);
  if (text === undefined) return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, param: string) =>
    params[param] === undefined ? match : String(params[param]),
  );
}
