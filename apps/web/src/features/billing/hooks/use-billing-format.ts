import { formatDate } from '@azubi/shared/dates/format-date';
import { useMemo } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { formatMoney } from '../../../lib/format-money';

/** Prices and dates on the billing pages, in the page's language. */
export function useBillingFormat() {
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  return useMemo(
    () => ({
      money: (cents: number, currency = 'EUR') => formatMoney(cents, locale, currency),
      date: (iso: string) => formatDate(iso, locale, { timeZone }),
    }),
    [locale, timeZone],
  );
}
