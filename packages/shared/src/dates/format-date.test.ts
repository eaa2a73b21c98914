import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatTime,
  formatWeekday,
} from './format-date';

const BERLIN = { timeZone: 'Europe/Berlin' };

describe('formatDate', () => {
  it('writes a German date with two-digit day and month, an English one with the month in words', () => {
    expect(formatDate('2027-06-01', 'de')).toBe('01.06.2027');
    expect(formatDate('2027-06-01', 'en')).toBe('1 June 2027');
    expect(formatDate('2026-12-24', 'de')).toBe('24.12.2026');
    expect(formatDate('2026-03-09', 'en')).toBe('9 March 2026');
  });

  it('agrees with Intl’s own German and British formats for every day of 2026 to 2028', () => {
    const de = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    const en = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    let checked = 0;
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 24 * 60 * 60 * 1000) {
      const day = new Date(time).toISOString().slice(0, 10);
      if (formatDate(day, 'de') !== de.format(time)) expect.fail(`de differs on ${day}`);
      if (formatDate(day, 'en') !== en.format(time)) expect.fail(`en differs on ${day}`);
      checked += 1;
    }
    expect(checked).toBe(1096);
  });

  it('shows a timestamp on its day in the given time zone', () => {
    // 22:30 UTC on 31 May is already 1 June in Berlin (summer time), still 31 May in New York.
    expect(formatDate('2027-05-31T22:30:00.000Z', 'de', BERLIN)).toBe('01.06.2027');
    expect(formatDate('2027-05-31T22:30:00.000Z', 'en', { timeZone: 'America/New_York' })).toBe('31 May 2027');
  });

  it('writes month and year only where only those are known', () => {
    expect(formatDate('06.2027', 'de')).toBe('Juni 2027');
    expect(formatDate('03.2026', 'de')).toBe('März 2026');
    expect(formatDate('06.2027', 'en')).toBe('June 2027');
  });

  it('gives back what is not a date unchanged', () => {
    for (const value of ['', 'soon', '2027-02-30', '13.2027', '2027-13', '1', 'June 5'])
      expect(formatDate(value, 'de')).toBe(value);
  });
});

describe('formatMonthYear', () => {
  it('names the month in each language, from MM.YYYY, YYYY-MM or a full date', () => {
    expect(formatMonthYear('06.2027', 'de')).toBe('Juni 2027');
    expect(formatMonthYear('2027-06', 'en')).toBe('June 2027');
    expect(formatMonthYear('2027-10-15', 'de')).toBe('Oktober 2027');
    expect(formatMonthYear('2027-12-31T23:30:00.000Z', 'en', BERLIN)).toBe('January 2028');
    expect(formatMonthYear('someday', 'en')).toBe('someday');
  });

  it('agrees with Intl for every month in both languages', () => {
    for (let month = 0; month < 12; month++) {
      const time = Date.UTC(2027, month, 15);
      const value = `${String(month + 1).padStart(2, '0')}.2027`;
      for (const [locale, tag] of [
        ['de', 'de-DE'],
        ['en', 'en-GB'],
      ] as const) {
        const intl = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(time);
        expect(formatMonthYear(value, locale)).toBe(intl);
      }
    }
  });
});

describe('formatDateTime', () => {
  it('adds the time of day on the 24-hour clock, in the given time zone', () => {
    expect(formatDateTime('2027-06-01T07:05:00.000Z', 'de', BERLIN)).toBe('01.06.2027, 09:05');
    expect(formatDateTime('2027-01-15T13:30:00.000Z', 'en', BERLIN)).toBe('15 January 2027, 14:30');
  });

  it('writes a calendar date without a time, and anything else unchanged', () => {
    expect(formatDateTime('2027-06-01', 'de')).toBe('01.06.2027');
    expect(formatDateTime('later', 'en')).toBe('later');
  });
});

describe('times, days and weekdays in a zone (one zone per person, issue 28)', () => {
  const late = '2026-11-20T23:30:00.000Z';
  it('writes the time of day and the day an instant falls on in the given zone', () => {
    expect(formatTime(late, 'en', { timeZone: 'Asia/Kolkata' })).toBe('05:00');
    expect(formatTime(late, 'de', { timeZone: 'Europe/Berlin' })).toBe('00:30');
    expect(formatTime(late, 'en', { timeZone: 'UTC', seconds: true })).toBe('23:30:00');
    expect(calendarDay(late, { timeZone: 'Asia/Kolkata' })).toBe('2026-11-21');
    expect(calendarDay(late, { timeZone: 'America/Sao_Paulo' })).toBe('2026-11-20');
    expect(calendarDay('2026-11-20')).toBe('2026-11-20');
    expect(calendarDay('not a date')).toBeNull();
    expect(formatDateTime(late, 'de', { timeZone: 'UTC', seconds: true })).toBe('20.11.2026, 23:30:00');
  });

  it('names the weekday in each language, long and short, and day and month without the year', () => {
    expect(formatWeekday('2026-11-21', 'en')).toBe('Saturday, 21 November 2026');
    expect(formatWeekday('2026-11-21', 'de')).toBe('Samstag, 21.11.2026');
    expect(formatWeekday('2026-11-02', 'en', { short: true })).toBe('Mon, 2 Nov');
    expect(formatWeekday('2026-11-02', 'de', { short: true })).toBe('Mo., 02.11.');
    expect(formatWeekday(late, 'en', { timeZone: 'Asia/Kolkata' })).toBe('Saturday, 21 November 2026');
    expect(formatDayMonth('2026-03-05', 'en')).toBe('5 Mar');
    expect(formatDayMonth('2026-03-05', 'de')).toBe('05.03.');
  });
});
