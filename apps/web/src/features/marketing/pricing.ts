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

/**
 * Whole euros the way readers of the language write them: "€1,299" in English, "1.299 €" in German
 * (with a no-break space), the same as `Intl.NumberFormat` with the currency style (pricing.test.ts
 * compares them). Written out because the first `Intl` formatter of a page loads the browser's
 * locale data: tens of milliseconds on a slow phone, in the middle of the landing page's start-up.
 */
export function formatEuros(amount: number, locale: Locale): string {
  const digits = String(Math.round(Math.abs(amount)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'de' ? '.' : ',');
  const sign = amount < 0 ? '-' : '';
  return locale === 'de' ? `${sign}${grouped}\u00a0€` : `${sign}€${grouped}`;
}
