import { formatDate, formatDayMonth } from '@azubi/shared/dates/format-date';
import type { Locale } from '@azubi/shared/i18n/locales';

/** The language tag figures are written in: German as in Germany, English as in Britain ("1.234" / "1,234"). */
export function localeTag(locale: Locale): 'de-DE' | 'en-GB' {
  return locale === 'de' ? 'de-DE' : 'en-GB';
}

/**
 * The figures of an analytics page in the page's language: counts, one-decimal numbers, shares and
 * days. `none` is the page's text for a figure that has no value (a share of nothing). Each page
 * adds its own rules on top (durations differ between the pages on purpose).
 */
export function figureFormat(locale: Locale, none: string) {
  const tag = localeTag(locale);
  const integer = new Intl.NumberFormat(tag);
  const oneDecimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const share = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  return {
    /** "1.234" / "1,234". */
    count: (value: number) => integer.format(value),
    /** At most one decimal: "2,5" / "2.5". */
    decimal: (value: number | null) => (value === null ? none : oneDecimal.format(value)),
    /** A share (0.125) as a percentage with at most one decimal: "12,5 %" / "12.5%". */
    percent: (value: number | null) => (value === null ? none : share.format(value)),
    /** "5 Mar" / "05.03.": a day of the period (a calendar day, UTC). */
    day: (value: string) => formatDayMonth(value, locale),
    /** "5 March 2026" / "05.03.2026". */
    fullDay: (value: string) => formatDate(value, locale),
  };
}
