import type { Locale } from '@azubi/shared/i18n/locales';
import { useMemo } from 'react';

/** A long date in the page's language and German time ("21 November 2025", "21. November 2025"). */
export function useFormatDate(locale: Locale) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      dateStyle: 'long',
      timeZone: 'Europe/Berlin',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
