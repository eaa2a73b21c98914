import type { Locale } from '@azubi/shared/i18n/locales';

/**
 * Title, description and keywords the server puts in the HTML it sends, so crawlers and link
 * previews see them without running JavaScript. Public pages have their own; every other page
 * (the signed-in areas, which are not indexed) gets the site's default.
 */
export type PageMeta = { title: string; description: string; keywords?: string };

export const SITE_NAME = 'Azubi Connect';

/** The public pages: what sitemap.xml lists and what gets its own title, in the sitemap's order. */
export const PUBLIC_PAGES = [
  '/',
  '/for-employers',
  '/blog',
  '/privacy-policy',
  '/terms-of-service',
  '/impressum',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

const PAGE_META: Record<PublicPage, Record<Locale, PageMeta>> = {
  '/': {
    en: {
      title: `${SITE_NAME} – Vocational training and voluntary service in Germany`,
      description:
        'Azubi Connect brings international candidates together with German employers for vocational training (Ausbildung) and voluntary service (FSJ/BFD). Free for candidates, verified language certificates.',
      keywords:
        'Ausbildung in Germany, vocational training Germany, apprenticeship Germany, FSJ, BFD, voluntary service Germany, international candidates, German employers, Goethe certificate, telc',
    },
    de: {
      title: `${SITE_NAME} – Ausbildung und Freiwilligendienst in Deutschland`,
      description:
        'Azubi Connect bringt internationale Bewerberinnen und Bewerber mit deutschen Arbeitgebern für Ausbildung und Freiwilligendienst (FSJ/BFD) zusammen. Kostenlos für Bewerber, geprüfte Sprachzertifikate.',
      keywords:
        'Ausbildung, Ausbildungsplatz, Azubi, internationale Auszubildende, FSJ, BFD, Freiwilligendienst, Arbeitgeber, Fachkräfte, Goethe-Zertifikat, telc',
    },
  },
  '/for-employers': {
    en: {
      title: `For employers: hire international apprentices – ${SITE_NAME}`,
      description:
        'Find pre-verified international candidates for your Ausbildung and FSJ places: smart matching, direct chat, video interviews and application tracking. 10-day free trial, no credit card.',
      keywords:
        'hire apprentices, international apprentices, Ausbildung employer, recruit Azubis, skilled workers Germany, FSJ placement, video interviews, verified candidates',
    },
    de: {
      title: `Für Arbeitgeber: internationale Azubis finden – ${SITE_NAME}`,
      description:
        'Finden Sie geprüfte internationale Bewerberinnen und Bewerber für Ausbildung und FSJ: Matching, Direktchat, Videointerviews und Bewerbungsverwaltung. 10 Tage kostenlos testen, ohne Kreditkarte.',
      keywords:
        'Azubis finden, internationale Auszubildende, Ausbildungsbetrieb, Azubi-Recruiting, Fachkräftemangel, FSJ-Einsatzstelle, Videointerview, geprüfte Bewerber',
    },
  },
  '/blog': {
    en: {
      title: `Blog: Ausbildung, FSJ and life in Germany – ${SITE_NAME}`,
      description:
        'Guides and stories for international candidates and employers: Ausbildung and FSJ explained, German certificates, visas, applications, success stories and news.',
      keywords:
        'Ausbildung guide, FSJ guide, German certificate, visa Ausbildung, apply in Germany, German CV, success stories, employer tips',
    },
    de: {
      title: `Blog: Ausbildung, FSJ und Leben in Deutschland – ${SITE_NAME}`,
      description:
        'Ratgeber und Geschichten für internationale Bewerber und Arbeitgeber: Ausbildung und FSJ erklärt, Deutschzertifikate, Visum, Bewerbung, Erfolgsgeschichten und Neuigkeiten.',
      keywords:
        'Ausbildung Ratgeber, FSJ Ratgeber, Deutschzertifikat, Visum Ausbildung, Bewerbung Deutschland, Lebenslauf, Erfolgsgeschichten, Tipps für Arbeitgeber',
    },
  },
  '/privacy-policy': {
    en: {
      title: `Privacy policy – ${SITE_NAME}`,
      description:
        'How Azubi Connect processes personal data: what we collect, why, how long we keep it, cookies and your rights under the GDPR.',
    },
    de: {
      title: `Datenschutzerklärung – ${SITE_NAME}`,
      description:
        'Wie Azubi Connect personenbezogene Daten verarbeitet: welche Daten, wozu, wie lange, Cookies und Ihre Rechte nach der DSGVO.',
    },
  },
  '/terms-of-service': {
    en: {
      title: `Terms of service – ${SITE_NAME}`,
      description:
        'The terms for using Azubi Connect as a candidate or employer: accounts, plans, trial, cancellation and liability.',
    },
    de: {
      title: `Nutzungsbedingungen – ${SITE_NAME}`,
      description:
        'Die Bedingungen für die Nutzung von Azubi Connect als Bewerber oder Arbeitgeber: Konto, Tarife, Testphase, Kündigung und Haftung.',
    },
  },
  '/impressum': {
    en: {
      title: `Legal notice (Impressum) – ${SITE_NAME}`,
      description: 'Provider, legal representative, contact and VAT details of Azubi Connect.',
    },
    de: {
      title: `Impressum – ${SITE_NAME}`,
      description: 'Anbieter, Vertretungsberechtigte, Kontakt und Umsatzsteuerangaben von Azubi Connect.',
    },
  },
};

const NOT_FOUND_META: Record<Locale, PageMeta> = {
  en: { title: `Page not found – ${SITE_NAME}`, description: 'This page does not exist.' },
  de: { title: `Seite nicht gefunden – ${SITE_NAME}`, description: 'Diese Seite gibt es nicht.' },
};

export function isPublicPage(path: string): path is PublicPage {
  return (PUBLIC_PAGES as readonly string[]).includes(path);
}

/** The meta of a page path without language prefix; pages without their own use the home page's. */
export function pageMeta(locale: Locale, path: string, found = true): PageMeta {
  if (!found) return NOT_FOUND_META[locale];
  return (isPublicPage(path) ? PAGE_META[path] : PAGE_META['/'])[locale];
}

/**
 * Areas behind sign-in (and the one-time targets of e-mail links): robots.txt disallows them and
 * their pages carry `noindex`. Prefixes, without the `/de` language prefix.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/dashboard',
  '/browse-jobs',
  '/my-',
  '/privacy-settings',
  '/employer/',
  '/employer-onboarding',
  '/company-settings',
  '/team-settings',
  '/azubi-settings',
  '/notification-settings',
  '/subscription',
  '/payments/',
  '/admin',
  '/candidate/',
  '/test-notifications',
  '/auth-callback',
  '/reset-password',
] as const;

export function isPrivatePage(path: string): boolean {
  return path === '/employer' || PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
