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
 * Intl's formatters are costly to make (a few milliseconds each on a slow phone) and every card of a
 * list asks for them: made once per language.
 */
const numberFormats = new Map<Locale, { money: Intl.NumberFormat; number: Intl.NumberFormat }>();

function numberFormatsOf(locale: Locale) {
  let formats = numberFormats.get(locale);
  if (!formats) {
    const tag = localeTag(locale);
    formats = {
      money: new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
      number: new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }),
    };
    numberFormats.set(locale, formats);
  }
  return formats;
}

export function listingFormat(locale: Locale, timeZone?: string) {
  const { money, number } = numberFormatsOf(locale);
  return {
    /** `2026-09-01` as it is, or an ISO timestamp on its day in the reader's time zone (packages/shared/src/dates). */
    date: (value: string) => formatDate(value, locale, { timeZone }),
    /** An ISO timestamp in the reader's own time zone, with the time. */
    dateTime: (value: string) => formatDateTime(value, locale, { timeZone }),
    money: (value: number) => money.format(value),
    number: (value: number) => number.format(value),
  };
}
