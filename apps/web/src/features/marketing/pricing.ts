import type { Locale } from '@azubi/shared/i18n/locales';

/**
 * The employer plans of DECISIONS.md, as the public pages show them. Display only: until the
 * billing feature serves the admin-editable plans, these are the list prices.
 */
export const MONTHLY_PRICE_EUR = 99;

export const ONE_TIME_PACKAGES = [
  { months: 3, priceEur: 279 },
  { months: 6, priceEur: 529 },
  { months: 12, priceEur: 999 },
] as const;

export const TRIAL_DAYS = 10;

const formatters = new Map<Locale, Intl.NumberFormat>();

/** Whole euros the way readers of the language write them: "€99" in English, "99 €" in German. */
export function formatEuros(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-IE', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
