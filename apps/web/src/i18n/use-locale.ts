import { DEFAULT_LOCALE, isLocale, type Locale } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';

/**
 * The language of the current page. Works outside the router too (the app-level error screen),
 * because the locale layout puts the URL's language into i18next before anything renders.
 */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
