import { describe, expect, it } from 'vitest';
import { formatStat, roundDownStat } from './site-stats';

describe('roundDownStat', () => {
  it('rounds down, never up', () => {
    expect(roundDownStat(57, 50)).toBe(50);
    expect(roundDownStat(99, 50)).toBe(90);
    expect(roundDownStat(150, 50)).toBe(150);
    expect(roundDownStat(537, 50)).toBe(500);
    expect(roundDownStat(1234, 50)).toBe(1000);
    expect(roundDownStat(17_800, 50)).toBe(15_000);
    expect(roundDownStat(12, 10)).toBe(10);
  });

  it('shows nothing below the threshold', () => {
    expect(roundDownStat(5, 50)).toBeNull();
    expect(roundDownStat(49, 50)).toBeNull();
    expect(roundDownStat(0, 0)).toBeNull();
    expect(roundDownStat(Number.NaN, 0)).toBeNull();
  });
});

describe('formatStat', () => {
  it('groups thousands as each language writes them', () => {
    expect(formatStat(500, 'en')).toBe('500+');
    expect(formatStat(15_000, 'en')).toBe('15,000+');
    expect(formatStat(15_000, 'de')).toBe('15.000+');
    expect(formatStat(1_000_000, 'de')).toBe('1.000.000+');
  });
});
