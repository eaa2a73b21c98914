import { formatDate, formatDateTime } from '@azubi/shared/dates/format-date';
import type { Locale } from '@azubi/shared/i18n/locales';
import { useMemo } from 'react';
import { useLocale } from '../i18n/use-locale';
import { useAccountTimeZone } from '../lib/account/use-dates';
import { localeTag } from '../lib/figure-format';

/**
 * Dates, money and durations in the page's language ("01.09.2026", "1.340 €" in German); moments in
 * the account's time zone (the device's when signed out), as every other date on the web.
 */
export function useListingFormat() {
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  return useMemo(() => listingFormat(locale, timeZone), [locale, timeZone]);
}

/**
 * Intl's formatters are costly to make (the first currency format loads its data: tens of
 * milliseconds on a slow phone) and every card of a list asks for them: made once per language, and
 * only when a figure is first written (the candidate search writes none).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormatOf(locale: Locale, kind: 'money' | 'number'): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    const tag = localeTag(locale);
    format =
      kind === 'money'
        ? new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
        : new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    numberFormats.set(key, format);
  }
  return format;
}

export function listingFormat(locale: Locale, timeZone?: string) {
  return {
    /** `2026-09-01` as it is, or an ISO timestamp on its day in the reader's time zone (packages/shared/src/dates). */
    date: (value: string) => formatDate(value, locale, { timeZone }),
    /** An ISO timestamp in the reader's own time zone, with the time. */
    dateTime: (value: string) => formatDateTime(value, locale, { timeZone }),
    money: (value: number) => numberFormatOf(locale, 'money').format(value),
    number: (value: number) => numberFormatOf(locale, 'number').format(value),
  };
}
