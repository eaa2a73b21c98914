import { DEFAULT_LOCALE, isLocale, type Locale } from '@azubi/shared/i18n/locales';
import { i18n } from './i18n';

/** The language the app currently shows, for code outside React (the API client). */
export function getCurrentLocale(): Locale {
  const language = i18n.resolvedLanguage;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
