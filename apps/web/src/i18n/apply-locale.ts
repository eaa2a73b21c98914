import type { Locale } from '@azubi/shared/i18n/locales';
import { i18n, loadLocaleResources } from './i18n';

/**
 * Shows the app in `locale`: switches i18next (which remembers the choice in localStorage and
 * the cookie) and sets `<html lang>` so screen readers and translators read the page right.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  await loadLocaleResources(locale);
  if (i18n.resolvedLanguage !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
