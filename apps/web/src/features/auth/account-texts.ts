import { LOCALES } from '@azubi/shared/i18n/locales';
import { loadNamespaces } from '../../i18n/load-namespaces';

/**
 * The account menu's texts, in both languages: it sits in the header of every page, whose
 * language can change without the menu downloading again. A few hundred bytes.
 */
export function loadAccountTexts(): Promise<void> {
  return Promise.all(LOCALES.map((locale) => loadNamespaces(locale, ['account']))).then(() => undefined);
}
