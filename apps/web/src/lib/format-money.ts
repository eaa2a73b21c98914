import type { Locale } from '@azubi/shared/i18n/locales';

/**
 * An amount in cents the way readers of the language write it: "€99" / "99 €" for whole euros,
 * "€279.50" / "279,50 €" otherwise (German with a no-break space), the same as `Intl.NumberFormat`
 * with the currency style (format-money.test.ts compares them). Euros are written out because the
 * first `Intl` formatter of a page loads the browser's locale data: tens of milliseconds on a slow
 * phone, in the middle of the landing page's start-up. Other currencies go through `Intl`.
 */
export function formatMoney(cents: number, locale: Locale, currency = 'EUR'): string {
  const whole = Number.isInteger(cents / 100);
  if (currency.toUpperCase() !== 'EUR') {
    return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-IE', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(cents / 100);
  }
  const absolute = Math.abs(Math.round(cents));
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'de' ? '.' : ',');
  const amount = whole ? euros : `${euros}${locale === 'de' ? ',' : '.'}${String(absolute % 100).padStart(2, '0')}`;
  const sign = cents < 0 ? '-' : '';
  return locale === 'de' ? `${sign}${amount}\u00a0€` : `${sign}€${amount}`;
}
