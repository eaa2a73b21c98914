import { DEFAULT_LOCALE, LOCALES, type Locale } from '@azubi/shared/i18n/locales';
import { en } from '@azubi/shared/i18n/messages/en';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import { applyInitialLocaleRedirect } from './initial-locale-redirect';

/** Namespaces every page needs, bundled with the app. Page namespaces load with their route (see load-namespaces.ts). */
export const BUNDLED_NAMESPACES = ['common', 'errors', 'validation', 'auth'] as const;

const ONE_YEAR_IN_MINUTES = 60 * 24 * 365;

/**
 * The app's i18next instance. The page's language comes from its URL (`/de/...` is German):
 * the locale layout switches to it before a page renders. The detector only matters for the
 * very first guess and for remembering the last language shown (localStorage `i18nextLng` and
 * the `i18next` cookie, which the server may read).
 */
export const i18n = i18next.createInstance();

// A first visit to `/` from a German browser moves to `/de` here, before the detector below
// remembers a language (which would make every visit look like a return) and before the router
// reads the address. Here rather than in main.tsx: bundling may run this module before main's own code.
applyInitialLocaleRedirect();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      // English is the fallback and ships with the app; German loads before the first German page
      // renders (loadLocaleResources), so an English visitor never downloads it and vice versa only
      // the fallback is shared.
      en: { common: enCommon, errors: en.errors, validation: en.validation, auth: en.auth },
    },
    supportedLngs: LOCALES,
    fallbackLng: DEFAULT_LOCALE,
    load: 'languageOnly',
    ns: BUNDLED_NAMESPACES,
    defaultNS: 'common',
    // Resources are in memory: initialise synchronously so the first render already has them.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
    detection: {
      order: ['path', 'querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
      lookupFromPathIndex: 0,
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage', 'cookie'],
      cookieMinutes: ONE_YEAR_IN_MINUTES,
      cookieOptions: { path: '/', sameSite: 'lax', secure: globalThis.location?.protocol === 'https:' },
    },
  });

/**
 * Makes the bundled namespaces of `locale` available: English is always there; German is one
 * small chunk (its common catalog and the shared messages), downloaded once.
 */
export async function loadLocaleResources(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || i18n.hasResourceBundle(locale, 'common')) return;
  const [{ de }, { default: deCommon }] = await Promise.all([
    import('@azubi/shared/i18n/messages/de'),
    import('./locales/de/common.json'),
  ]);
  i18n.addResourceBundle('de', 'errors', de.errors);
  i18n.addResourceBundle('de', 'validation', de.validation);
  i18n.addResourceBundle('de', 'auth', de.auth);
  i18n.addResourceBundle('de', 'common', deCommon);
}
