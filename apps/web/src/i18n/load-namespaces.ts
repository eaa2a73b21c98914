import type { Locale } from '@azubi/shared/i18n/locales';
import { i18n } from './i18n';

/** Page catalogs, one small chunk per language and namespace; `common` is bundled with the app instead. */
const pageCatalogs = import.meta.glob<Record<string, unknown>>(['./locales/*/*.json', '!./locales/*/common.json'], {
  import: 'default',
});

export type PageNamespace =
  | 'home'
  | 'blog'
  | 'site'
  | 'searchFilters'
  | 'pricing'
  | 'employers'
  | 'privacy'
  | 'terms'
  | 'imprint'
  | 'account'
  | 'authPage'
  | 'authCallback'
  | 'resetPassword'
  | 'dashboard'
  | 'browseJobs'
  | 'applications'
  | 'employer'
  | 'notifications'
  | 'profileEditor'
  | 'privacySettings'
  | 'adminVerifications'
  | 'team'
  | 'company'
  | 'candidates'
  | 'analytics'
  | 'messages'
  | 'billing'
  | 'interviews'
  | 'matching'
  | 'reviews'
  | 'blogAdmin'
  | 'placements'
  | 'adminUsers'
  | 'adminAnalytics'
  | 'accountSettings'
  | 'testNotifications'
  | 'testUsers'
  | 'campaigns';

/**
 * Loads the catalogs a page needs in the given language, before the page renders, so it never
 * shows raw keys. A page route lists its namespaces; a failed download rejects, which the
 * router shows as the error screen (with Try Again).
 */
export async function loadNamespaces(locale: Locale, namespaces: readonly PageNamespace[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18n.hasResourceBundle(locale, namespace)) return;
      const load = pageCatalogs[`./locales/${locale}/${namespace}.json`];
      if (!load) throw new Error(`There is no catalog ${locale}/${namespace}.json`);
      i18n.addResourceBundle(locale, namespace, await load());
    }),
  );
}
