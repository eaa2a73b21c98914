import { describe, expect, it } from 'vitest';
import { berlinCalendarDay, formatLongDate } from './long-date';

const INTL_FORMAT = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
};

describe('formatLongDate', () => {
  it('writes the long date of each language', () => {
    expect(formatLongDate('2025-11-21T09:00:00.000Z', 'en')).toBe('21 November 2025');
    expect(formatLongDate('2025-11-21T09:00:00.000Z', 'de')).toBe('21. November 2025');
    expect(formatLongDate('2026-03-02T12:00:00.000Z', 'de')).toBe('2. März 2026');
  });

  it('takes the day in Berlin, not in UTC, in winter and in summer', () => {
    // 23:30 UTC is already the next day in Berlin: 00:30 in winter, 01:30 in summer.
    expect(formatLongDate('2025-12-31T23:30:00.000Z', 'en')).toBe('1 January 2026');
    expect(formatLongDate('2026-06-30T22:30:00.000Z', 'de')).toBe('1. Juli 2026');
    expect(formatLongDate('2026-06-30T21:30:00.000Z', 'de')).toBe('30. Juni 2026');
  });

  it('agrees with Intl’s German time zone data every hour of 2024 to 2030, in both languages', () => {
    const start = Date.UTC(2024, 0, 1);
    const end = Date.UTC(2031, 0, 1);
    let checked = 0;
    for (let time = start; time < end; time += 60 * 60 * 1000) {
      const iso = new Date(time).toISOString();
      if (formatLongDate(iso, 'en') !== INTL_FORMAT.en.format(time)) expect.fail(`en differs at ${iso}`);
      if (formatLongDate(iso, 'de') !== INTL_FORMAT.de.format(time)) expect.fail(`de differs at ${iso}`);
      checked += 1;
    }
    expect(checked).toBe(61_368);
  });

  it('switches to summer time and back at 01:00 UTC on the last Sundays of March and October', () => {
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    expect(berlinCalendarDay(new Date('2026-03-28T22:59:00.000Z'))).toEqual({ year: 2026, month: 2, day: 28 });
    expect(berlinCalendarDay(new Date('2026-10-24T22:30:00.000Z'))).toEqual({ year: 2026, month: 9, day: 25 });
    expect(berlinCalendarDay(new Date('2026-10-25T22:30:00.000Z'))).toEqual({ year: 2026, month: 9, day: 25 });
  });
});
