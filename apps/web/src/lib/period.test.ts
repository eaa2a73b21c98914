import { describe, expect, it } from 'vitest';
import { periodFromParams, presetPeriod, writePeriodParams } from './period';

const NOW = new Date('2027-03-10T12:00:00Z');
const EMPLOYER = { presets: [7, 30, 90] as const, maxDays: 366, fallback: 30 as const };

describe('the analytics period in the page address', () => {
  it('reads a preset as the last N days up to and including today (UTC)', () => {
    expect(periodFromParams(new URLSearchParams('period=7'), EMPLOYER, NOW)).toEqual({
      preset: 7,
      from: '2027-03-04',
      to: '2027-03-10',
    });
  });

  it('reads a custom range of at most the maximum, and falls back to the preset otherwise', () => {
    const custom = new URLSearchParams('period=custom&from=2026-03-10&to=2027-03-10');
    expect(periodFromParams(custom, EMPLOYER, NOW)).toEqual({ preset: 'custom', from: '2026-03-10', to: '2027-03-10' });
    const tooLong = new URLSearchParams('period=custom&from=2026-03-08&to=2027-03-10');
    expect(periodFromParams(tooLong, EMPLOYER, NOW)).toEqual(presetPeriod(30, NOW));
    const backwards = new URLSearchParams('period=custom&from=2027-03-10&to=2027-03-09');
    expect(periodFromParams(backwards, EMPLOYER, NOW)).toEqual(presetPeriod(30, NOW));
    // A preset another page offers is not one of this page's.
    expect(periodFromParams(new URLSearchParams('period=365'), EMPLOYER, NOW).preset).toBe(30);
    expect(periodFromParams(new URLSearchParams('period=365'), { ...EMPLOYER, presets: [7, 365] }, NOW).preset).toBe(
      365,
    );
  });

  it('writes a period back: a preset drops the dates, a custom range keeps them', () => {
    const next = new URLSearchParams('listingId=x&from=2027-01-01&to=2027-01-02');
    writePeriodParams(next, presetPeriod(90, NOW));
    expect(next.toString()).toBe('listingId=x&period=90');
    writePeriodParams(next, { preset: 'custom', from: '2027-01-01', to: '2027-01-31' });
    expect(Object.fromEntries(next)).toEqual({
      listingId: 'x',
      period: 'custom',
      from: '2027-01-01',
      to: '2027-01-31',
    });
  });
});
