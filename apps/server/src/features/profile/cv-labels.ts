import { formatDate, formatMonthYear } from '@azubi/shared/dates/format-date';
import type { Locale } from '@azubi/shared/i18n/locales';

/** The CV's own words in both languages (the PDF is rendered on the server). */
const LABELS = {
  en: {
    title: 'Curriculum Vitae',
    profile: 'Profile',
    contact: 'Contact',
    personal: 'Personal details',
    dateOfBirth: 'Date of birth',
    nationality: 'Country',
    german: 'German',
    level: 'Level',
    certificate: 'Certificate',
    interests: 'Interested in',
    fields: 'Fields',
    sectors: 'Sectors',
    preferredStart: 'Preferred start',
    availableFrom: 'Available from',
    education: 'Education',
    experience: 'Work experience',
    certifications: 'Further certifications',
    skills: 'Skills',
    hobbies: 'Hobbies',
    links: 'Links',
    more: 'Further information',
    relocate: 'Willing to relocate',
    driversLicense: "Driver's licence",
    visa: 'Visa for Germany',
    visaStatus: {
      needs_visa: 'needs a visa',
      has_permit: 'has a residence or work permit',
      not_needed: 'not needed (EU/EEA/Swiss citizen)',
      unsure: 'not sure yet',
    },
    yes: 'yes',
    no: 'no',
    present: 'present',
    issuedBy: 'issued by',
  },
  de: {
    title: 'Lebenslauf',
    profile: 'Profil',
    contact: 'Kontakt',
    personal: 'Persönliche Daten',
    dateOfBirth: 'Geburtsdatum',
    nationality: 'Land',
    german: 'Deutschkenntnisse',
    level: 'Niveau',
    certificate: 'Zertifikat',
    interests: 'Interesse an',
    fields: 'Bereiche',
    sectors: 'Einsatzfelder',
    preferredStart: 'Gewünschter Beginn',
    availableFrom: 'Verfügbar ab',
    education: 'Schul- und Ausbildung',
    experience: 'Berufserfahrung',
    certifications: 'Weitere Qualifikationen',
    skills: 'Kenntnisse',
    hobbies: 'Hobbys',
    links: 'Links',
    more: 'Weitere Angaben',
    relocate: 'Umzugsbereit',
    driversLicense: 'Führerschein',
    visa: 'Visum für Deutschland',
    visaStatus: {
      needs_visa: 'Visum erforderlich',
      has_permit: 'Aufenthalts- oder Arbeitserlaubnis vorhanden',
      not_needed: 'nicht nötig (EU-, EWR- oder Schweizer Staatsangehörigkeit)',
      unsure: 'noch unklar',
    },
    yes: 'ja',
    no: 'nein',
    present: 'heute',
    issuedBy: 'ausgestellt von',
  },
} as const;

const PROGRAMS: Record<string, Record<Locale, string>> = {
  ausbildung: { en: 'Ausbildung (vocational training)', de: 'Ausbildung' },
  fsj: { en: 'FSJ (voluntary social year)', de: 'FSJ (Freiwilliges Soziales Jahr)' },
  bfd: { en: 'BFD (federal volunteer service)', de: 'BFD (Bundesfreiwilligendienst)' },
};
const CERTIFICATES: Record<string, Record<Locale, string>> = {
  goethe: { en: 'Goethe-Zertifikat', de: 'Goethe-Zertifikat' },
  telc: { en: 'telc', de: 'telc' },
  testdaf: { en: 'TestDaF', de: 'TestDaF' },
  dsh: { en: 'DSH', de: 'DSH' },
  osd: { en: 'ÖSD', de: 'ÖSD' },
  other: { en: 'other certificate', de: 'anderes Zertifikat' },
  none: { en: 'no certificate', de: 'kein Zertifikat' },
};
const FIELDS: Record<string, Record<Locale, string>> = {
  it: { en: 'IT & technology', de: 'IT & Technik' },
  health: { en: 'Health & care', de: 'Gesundheit & Pflege' },
  engineering: { en: 'Crafts & engineering', de: 'Handwerk & Technik' },
  business: { en: 'Business & commerce', de: 'Kaufmännisch' },
  hospitality: { en: 'Hospitality & hotels', de: 'Gastronomie & Hotel' },
  other: { en: 'Other', de: 'Sonstiges' },
};
const SECTORS: Record<string, Record<Locale, string>> = {
  health: { en: 'Health', de: 'Gesundheit' },
  social: { en: 'Social work', de: 'Soziales' },
  children: { en: 'Children and youth', de: 'Kinder und Jugend' },
  elderly: { en: 'Elderly care', de: 'Seniorenarbeit' },
  disability: { en: 'People with disabilities', de: 'Menschen mit Behinderung' },
  education: { en: 'Education', de: 'Bildung' },
  culture: { en: 'Culture', de: 'Kultur' },
  sports: { en: 'Sports', de: 'Sport' },
  environment: { en: 'Environment', de: 'Umwelt' },
  other: { en: 'Other', de: 'Sonstiges' },
};

export function cvLabels(locale: Locale) {
  const name = (table: Record<string, Record<Locale, string>>, key: string) => table[key]?.[locale] ?? key;
  return {
    ...LABELS[locale],
    program: (key: string) => name(PROGRAMS, key),
    certificateName: (key: string) => name(CERTIFICATES, key),
    field: (key: string) => name(FIELDS, key),
    sector: (key: string) => name(SECTORS, key),
    country: (code: string) => {
      try {
        return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
      } catch {
        return code;
      }
    },
    /** A calendar date as the web app writes it: "01.06.2027" in German, "1 June 2027" in English. */
    date: (iso: string) => formatDate(iso, locale),
    /** A month of a year, stored as MM.YYYY: "Juni 2027", "June 2027". */
    monthYear: (value: string) => formatMonthYear(value, locale),
  };
}
export type CvLabels = ReturnType<typeof cvLabels>;
