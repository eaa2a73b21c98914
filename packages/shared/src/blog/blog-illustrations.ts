import type { Locale } from '../i18n/locales';

/** Every bundled illustration is drawn on the same canvas, so pages can reserve its space before it loads. */
export const BLOG_ILLUSTRATION_SIZE = { width: 1200, height: 630 } as const;

/**
 * The illustrations under apps/web/public/blog/, with what each shows, for the image's alt text
 * in both languages. A post points at one through `featured_image_path`.
 */
export const BLOG_ILLUSTRATIONS: Record<string, Record<Locale, string>> = {
  '/blog/ausbildung-dual-system.svg': {
    en: 'Illustration: a vocational school and a workshop joined by a path',
    de: 'Illustration: eine Berufsschule und eine Werkstatt, verbunden durch einen Weg',
  },
  '/blog/ausbildung-pay.svg': {
    en: 'Illustration: a wallet with coins and a monthly calendar',
    de: 'Illustration: eine Geldbörse mit Münzen und ein Monatskalender',
  },
  '/blog/ausbildung-careers.svg': {
    en: 'Illustration: a wrench, a stethoscope and a laptop side by side',
    de: 'Illustration: ein Schraubenschlüssel, ein Stethoskop und ein Laptop nebeneinander',
  },
  '/blog/fsj-volunteers.svg': {
    en: 'Illustration: two hands holding a heart',
    de: 'Illustration: zwei Hände, die ein Herz halten',
  },
  '/blog/fsj-timeline.svg': {
    en: 'Illustration: a calendar with a timeline of milestones',
    de: 'Illustration: ein Kalender mit einer Zeitleiste aus Etappen',
  },
  '/blog/fsj-day.svg': {
    en: 'Illustration: a clock and a rising sun over a building',
    de: 'Illustration: eine Uhr und eine aufgehende Sonne über einem Gebäude',
  },
  '/blog/certificates-overview.svg': {
    en: 'Illustration: several language certificates fanned out',
    de: 'Illustration: mehrere aufgefächerte Sprachzertifikate',
  },
  '/blog/certificates-exam.svg': {
    en: 'Illustration: an exam sheet with a pencil and ticked answers',
    de: 'Illustration: ein Prüfungsbogen mit Bleistift und angekreuzten Antworten',
  },
  '/blog/certificates-verified.svg': {
    en: 'Illustration: a certificate with a shield and a check mark',
    de: 'Illustration: ein Zertifikat mit einem Schild und einem Häkchen',
  },
  '/blog/success-nursing.svg': {
    en: 'Illustration: a nurse’s cap with a cross next to a hospital',
    de: 'Illustration: eine Pflegehaube mit Kreuz neben einem Krankenhaus',
  },
  '/blog/success-bakery.svg': {
    en: 'Illustration: a loaf of bread and a pretzel in front of a bakery',
    de: 'Illustration: ein Brotlaib und eine Brezel vor einer Bäckerei',
  },
  '/blog/success-mechatronics.svg': {
    en: 'Illustration: a gear wheel and a circuit board',
    de: 'Illustration: ein Zahnrad und eine Leiterplatte',
  },
  '/blog/tips-cv.svg': {
    en: 'Illustration: a CV page with a photo box and lines of text',
    de: 'Illustration: ein Lebenslauf mit Fotofeld und Textzeilen',
  },
  '/blog/tips-video-interview.svg': {
    en: 'Illustration: a laptop showing a video call',
    de: 'Illustration: ein Laptop mit einem Videoanruf',
  },
  '/blog/tips-housing.svg': {
    en: 'Illustration: a house with a key',
    de: 'Illustration: ein Haus mit einem Schlüssel',
  },
  '/blog/employers-checklist.svg': {
    en: 'Illustration: a clipboard with a checklist',
    de: 'Illustration: ein Klemmbrett mit einer Checkliste',
  },
  '/blog/employers-law.svg': {
    en: 'Illustration: a document with a paragraph sign and a stamp',
    de: 'Illustration: ein Dokument mit Paragrafenzeichen und Stempel',
  },
  '/blog/employers-onboarding.svg': {
    en: 'Illustration: two people shaking hands in front of a company building',
    de: 'Illustration: zwei Menschen geben sich vor einem Firmengebäude die Hand',
  },
  '/blog/news-launch.svg': {
    en: 'Illustration: a rocket taking off with speech bubbles in English and German',
    de: 'Illustration: eine startende Rakete mit Sprechblasen auf Englisch und Deutsch',
  },
  '/blog/news-video.svg': {
    en: 'Illustration: a video camera and a calendar invitation',
    de: 'Illustration: eine Videokamera und eine Kalendereinladung',
  },
  '/blog/news-verified-companies.svg': {
    en: 'Illustration: a company building with a verified badge',
    de: 'Illustration: ein Firmengebäude mit einem Prüfsiegel',
  },
};

export function blogIllustrationAlt(path: string, locale: Locale): string | undefined {
  return BLOG_ILLUSTRATIONS[path]?.[locale];
}
