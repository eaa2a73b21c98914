import { describe, expect, it } from 'vitest';
import { figureFormat, localeTag } from './figure-format';

describe('the figures of an analytics page', () => {
  const de = figureFormat('de', '—');
  const en = figureFormat('en', 'n/a');

  it('writes German as in Germany and English as in Britain', () => {
    expect(localeTag('de')).toBe('de-DE');
    expect(localeTag('en')).toBe('en-GB');
  });

  it("counts with the language's thousands separator", () => {
    expect(de.count(1234567)).toBe('1.234.567');
    expect(en.count(1234567)).toBe('1,234,567');
    expect(en.count(0)).toBe('0');
  });

  it('writes numbers with at most one decimal, and the text passed in for none', () => {
    expect(de.decimal(2.54)).toBe('2,5');
    expect(en.decimal(2.54)).toBe('2.5');
    expect(en.decimal(3)).toBe('3');
    expect(de.decimal(null)).toBe('—');
    expect(en.decimal(null)).toBe('n/a');
  });

  it('writes shares as percentages with at most one decimal, and the text passed in for none', () => {
    expect(de.percent(0.125)).toBe('12,5\u00a0%');
    expect(en.percent(0.125)).toBe('12.5%');
    expect(en.percent(1)).toBe('100%');
    expect(de.percent(null)).toBe('—');
    expect(en.percent(null)).toBe('n/a');
  });

  it('writes a day of the period short and in full', () => {
    expect(de.day('2026-03-05')).toBe('05.03.');
    expect(en.day('2026-03-05')).toBe('5 Mar');
    expect(de.fullDay('2026-03-05')).toBe('05.03.2026');
    expect(en.fullDay('2026-03-05')).toBe('5 March 2026');
  });
});
