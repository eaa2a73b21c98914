import { describe, expect, it } from 'vitest';
import { formatEuros, MONTHLY_PRICE_EUR, ONE_TIME_PACKAGES } from './pricing';

describe('formatEuros', () => {
  const amounts = [0, 7, 99, 279, 529, 999, 1299, 12500, 1234567, -49];

  it.each(['en', 'de'] as const)('writes whole euros as Intl.NumberFormat does (%s)', (locale) => {
    const intl = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-IE', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    for (const amount of amounts) expect(formatEuros(amount, locale), String(amount)).toBe(intl.format(amount));
  });

  it('shows the plans in each language', () => {
    expect(formatEuros(MONTHLY_PRICE_EUR, 'en')).toBe('€99');
    expect(formatEuros(MONTHLY_PRICE_EUR, 'de')).toBe('99\u00a0€');
    expect(ONE_TIME_PACKAGES.map(({ priceEur }) => formatEuros(priceEur, 'de'))).toEqual([
      '279\u00a0€',
      '529\u00a0€',
      '999\u00a0€',
    ]);
  });
});
