import type { Locale } from '@azubi/shared/i18n/locales';
import { i18n, loadLocaleResources } from './i18n';

/**
 * Shows the app in `locale`: switches i18next (which remembers the choice in localStorage and
 * the cookie) and sets `<html lang>` so screen readers and translators read the page right.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  await loadLocaleResources(locale);
  // Both: a remembered German choice (cookie, localStorage) sets `language` to de at start-up while
  // `resolvedLanguage` says en until German catalogs exist, and texts loaded for both languages
  // (the header's account corner) would then show in German on an English page.
  if (i18n.language !== locale || i18n.resolvedLanguage !== locale) await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
