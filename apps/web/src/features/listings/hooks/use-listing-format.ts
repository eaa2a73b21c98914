import type { Locale } from '@azubi/shared/i18n/locales';
import { useMemo } from 'react';
import { useLocale } from '../../../i18n/use-locale';

/** Dates, money and durations in the page's language ("1. Sept. 2026", "1.340 €" in German). */
export function useListingFormat() {
  const locale = useLocale();
  return useMemo(() => listingFormat(locale), [locale]);
}

export function listingFormat(locale: Locale) {
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const date = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    /** `2026-09-01` or an ISO timestamp. */
    date: (value: string) => {
      const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
      return Number.isNaN(parsed.getTime()) ? value : date.format(parsed);
    },
    /** An ISO timestamp in the reader's own time zone, with the time. */
    dateTime: (value: string) => {
      const parsed = new Date(value);
      return Number.isNaN(parsed.getTime()) ? value : dateTime.format(parsed);
    },
    money: (value: number) => money.format(value),
    number: (value: number) => number.format(value),
  };
}
