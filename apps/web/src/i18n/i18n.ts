import { DEFAULT_LOCALE, LOCALES, type Locale } from '@azubi/shared/i18n/locales';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import { rememberSharedCatalog } from './shared-text';

/**
 * Namespaces every page needs. `common` is bundled with the app; the shared message catalogs
 * (`errors`, `validation`, `auth`, from packages/shared) load with the first page, in parallel
 * with its code (see loadLocaleResources): they grow with every feature and would otherwise
 * weigh on the first download of every visitor. Page namespaces load with their route
 * (see load-namespaces.ts).
 */
export const BUNDLED_NAMESPACES = ['common', 'errors', 'validation', 'auth'] as const;

const ONE_YEAR_IN_MINUTES = 60 * 24 * 365;

/**
 * The app's i18next instance. The page's language comes from its URL (`/de/...` is German):
 * the locale layout switches to it before a page renders. The detector only matters for the
 * very first guess and for remembering the last language shown (localStorage `i18nextLng` and
 * the `i18next` cookie, which the server may read).
 */
export const i18n = i18next.createInstance();

// main.tsx applies the first visit's language (applyInitialLocaleRedirect) before it imports this
// module: the detector below remembers the language it detects as soon as it starts, which would
// make every later visit look like a return.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      // English `common` is the fallback and ships with the app; everything else loads before the
      // first page renders (loadLocaleResources), so a visitor downloads only their language.
      en: { common: enCommon },
    },
    supportedLngs: LOCALES,
    fallbackLng: DEFAULT_LOCALE,
    load: 'languageOnly',
    // Our codes are `en` and `de`, nothing to clean up: without this i18next canonicalises every
    // code through `Intl`, and the first `Intl` call of a page loads the browser's locale data, a
    // long task on a slow phone at start-up. The detector hands over the language part only.
    cleanCode: false,
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
      convertDetectedLanguage: (language: string) => language.split('-')[0]?.toLowerCase() ?? language,
      caches: ['localStorage', 'cookie'],
      cookieMinutes: ONE_YEAR_IN_MINUTES,
      cookieOptions: { path: '/', sameSite: 'lax', secure: globalThis.location?.protocol === 'https:' },
    },
  });

/**
 * Makes the bundled namespaces of `locale` available: one small chunk per language (the shared
 * messages, and German's common catalog), downloaded once. The locale layout awaits this before
 * the first page of a language renders.
 */
export async function loadLocaleResources(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'errors')) return;
  const { messages } =
    locale === DEFAULT_LOCALE
      ? await import('./shared-messages-en')
      : await Promise.all([import('./shared-messages-de'), import('./locales/de/common.json')]).then(
          ([catalog, { default: deCommon }]) => {
            i18n.addResourceBundle('de', 'common', deCommon);
            return catalog;
          },
        );
  rememberSharedCatalog(locale, messages);
  i18n.addResourceBundle(locale, 'errors', messages.errors);
  i18n.addResourceBundle(locale, 'validation', messages.validation);
  i18n.addResourceBundle(locale, 'auth', messages.auth);
}
