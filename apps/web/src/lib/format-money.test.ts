import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  const wholeEuros = [0, 7, 99, 279, 529, 999, 1299, 12500, 1234567, -49];
  const withCents = [0.5, 7.05, 279.5, 1299.99, 12500.01, -49.9];

  it.each(['en', 'de'] as const)('writes euros as Intl.NumberFormat does (%s)', (locale) => {
    const tag = locale === 'de' ? 'de-DE' : 'en-IE';
    const whole = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
    for (const amount of wholeEuros)
      expect(formatMoney(amount * 100, locale), String(amount)).toBe(whole.format(amount));
    for (const amount of withCents)
      expect(formatMoney(Math.round(amount * 100), locale), String(amount)).toBe(cents.format(amount));
  });

  it('shows the list prices in each language', () => {
    expect(formatMoney(9900, 'en')).toBe('€99');
    expect(formatMoney(9900, 'de')).toBe('99\u00a0€');
    expect(formatMoney(27950, 'de')).toBe('279,50\u00a0€');
    expect(formatMoney(99900, 'en')).toBe('€999');
  });
});
