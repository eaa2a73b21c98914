import type { Locale } from '../i18n/locales';
import { MONTH_NAMES, WEEKDAY_NAMES } from './month-names';

/*
 * Dates as each language writes them, the same in the browser and on the server (the CV):
 *
 *   formatDate('2027-06-01', 'de')    → "01.06.2027"       formatDate('2027-06-01', 'en')    → "1 June 2027"
 *   formatDate('06.2027', 'de')       → "Juni 2027"        (only month and year known: the profile's MM.YYYY)
 *   formatMonthYear('2027-06', 'en')  → "June 2027"
 *   formatDateTime(iso, 'de')         → "01.06.2027, 14:30"
 *   formatTime(iso, 'en', { timeZone: 'Asia/Kolkata' }) → "05:00"
 *   calendarDay(iso, { timeZone })    → "2027-06-02"     (the day an instant falls on there, for grouping)
 *   formatWeekday('2027-06-01', 'en') → "Tuesday, 1 June 2027"   formatDayMonth('2027-06-01', 'de') → "1. Juni"
 *
 * The web formats every date and time through this file (an ESLint rule keeps Intl.DateTimeFormat
 * and toLocale…String out of apps/web), with the zone of the signed-in account (the web's
 * `useDates()` hook in features/auth), so one person sees one zone on every screen.
 *
 * German uses the numeric form with two-digit day and month (DIN 5008), English writes the month
 * out, so a reader never wonders whether 01/06 is January or June. Calendar dates (a birth date,
 * a start date) have no time zone and are written as stored; a timestamp is shown on the day it
 * was in `timeZone`, by default the zone of the computer running the code (the reader's, in a
 * browser). Without a `timeZone` no Intl is used (see long-date.ts for why that matters).
 * Anything that is not a date comes back unchanged.
 */

export interface DateFormatOptions {
  /** IANA time zone a timestamp is shown in, e.g. "Europe/Berlin"; default: the runtime's own. */
  timeZone?: string;
  /** Also the seconds ("14:30:05"), for logs. */
  seconds?: boolean;
}

/** The zone of the computer running the code (the reader's device, in a browser), or null when unknown. */
export function runtimeTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

type Day = { year: number; month: number; day: number };
type Moment = Day & { hour: number; minute: number; second: number };

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_YEAR_DOTTED = /^(\d{2})\.(\d{4})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
/** An ISO 8601 timestamp as the API sends it (`2027-06-01T12:00:00.000Z`). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const pad = (value: number) => String(value).padStart(2, '0');

function isRealDay({ year, month, day }: Day): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Month (1–12) and year of `06.2027` or `2027-06`, or null. */
function monthYearOf(value: string): { year: number; month: number } | null {
  const dotted = MONTH_YEAR_DOTTED.exec(value);
  const dashed = dotted ? null : YEAR_MONTH.exec(value);
  const month = Number(dotted ? dotted[1] : dashed?.[2]);
  const year = Number(dotted ? dotted[2] : dashed?.[1]);
  if (!dotted && !dashed) return null;
  return month >= 1 && month <= 12 && year >= 1 ? { year, month } : null;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Date and time of an instant in a time zone, or in the runtime's own zone when none is given. */
function momentOf(time: number, timeZone: string | undefined): Moment {
  if (!timeZone) {
    const local = new Date(time);
    return {
      year: local.getFullYear(),
      month: local.getMonth() + 1,
      day: local.getDate(),
      hour: local.getHours(),
      minute: local.getMinutes(),
      second: local.getSeconds(),
    };
  }
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(time).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar day a value names: a date as stored, a timestamp in the time zone; null for anything else. */
function dayOf(value: string, options: DateFormatOptions): Day | null {
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) {
    const day = { year: Number(calendar[1]), month: Number(calendar[2]), day: Number(calendar[3]) };
    return isRealDay(day) ? day : null;
  }
  const time = TIMESTAMP.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : momentOf(time, options.timeZone);
}

function writeDay({ year, month, day }: Day, locale: Locale): string {
  return locale === 'de' ? `${pad(day)}.${pad(month)}.${year}` : `${day} ${MONTH_NAMES.en[month - 1] ?? ''} ${year}`;
}

/**
 * "June 2027" / "Juni 2027", for values where only month and year are known (`06.2027` as the
 * profile stores them, or `2027-06`); a full date or timestamp gives its month too.
 */
export function formatMonthYear(value: string, locale: Locale, options: DateFormatOptions = {}): string {
  const known = monthYearOf(value) ?? dayOf(value, options);
  if (!known) return value;
  return `${MONTH_NAMES[locale][known.month - 1] ?? ''} ${known.year}`;
}

/**
 * A date in the reader's language: "01.06.2027" in German, "1 June 2027" in English. Takes a
 * calendar date (`2027-06-01`), a timestamp (the day in `timeZone`) or a month and year
 * (`06.2027`, `2027-06`: written as "Juni 2027").
 */
export function formatDate(value: string, locale: Locale, options: DateFormatOptions = {}): string {
  if (monthYearOf(value)) return formatMonthYear(value, locale);
  const day = dayOf(value, options);
  return day ? writeDay(day, locale) : value;
}

function writeClock(moment: Moment, options: DateFormatOptions): string {
  return `${pad(moment.hour)}:${pad(moment.minute)}${options.seconds ? `:${pad(moment.second)}` : ''}`;
}

/** Milliseconds of a timestamp string, a Date or a number; NaN for anything else. */
function timeOf(value: string | Date | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return TIMESTAMP.test(value) ? Date.parse(value) : Number.NaN;
}

/** A timestamp with its time of day: "01.06.2027, 14:30" / "1 June 2027, 14:30", in `timeZone`. */
export function formatDateTime(value: string, locale: Locale, options: DateFormatOptions = {}): string {
  const time = timeOf(value);
  if (Number.isNaN(time)) return formatDate(value, locale, options);
  const moment = momentOf(time, options.timeZone);
  return `${writeDay(moment, locale)}, ${writeClock(moment, options)}`;
}

/** The time of day of an instant in `timeZone`, 24-hour in both languages: "14:05". */
export function formatTime(value: string | Date | number, _locale: Locale, options: DateFormatOptions = {}): string {
  const time = timeOf(value);
  if (Number.isNaN(time)) return typeof value === 'string' ? value : '';
  return writeClock(momentOf(time, options.timeZone), options);
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`; a calendar date as it is; null otherwise. */
export function calendarDay(value: string | Date | number, options: DateFormatOptions = {}): string | null {
  const time = timeOf(value);
  const day = Number.isNaN(time)
    ? typeof value === 'string'
      ? dayOf(value, options)
      : null
    : momentOf(time, options.timeZone);
  return day ? `${day.year}-${pad(day.month)}-${pad(day.day)}` : null;
}

function weekdayOf({ year, month, day }: Day): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/**
 * A day with its weekday: "Tuesday, 1 June 2027" / "Dienstag, 01.06.2027"; with `short`, the
 * weekday in three letters and no year: "Tue, 1 Jun" / "Di., 01.06.".
 */
export function formatWeekday(
  value: string,
  locale: Locale,
  options: DateFormatOptions & { short?: boolean } = {},
): string {
  const day = dayOf(value, options);
  if (!day) return value;
  const weekday = WEEKDAY_NAMES[locale][weekdayOf(day)] ?? '';
  if (!options.short) return `${weekday}, ${writeDay(day, locale)}`;
  return locale === 'de'
    ? `${weekday.slice(0, 2)}., ${pad(day.day)}.${pad(day.month)}.`
    : `${weekday.slice(0, 3)}, ${day.day} ${(MONTH_NAMES.en[day.month - 1] ?? '').slice(0, 3)}`;
}

/** Day and month without the year: "5 Mar" / "05.03." (a day of a chart's period). */
export function formatDayMonth(value: string, locale: Locale, options: DateFormatOptions = {}): string {
  const day = dayOf(value, options);
  if (!day) return value;
  return locale === 'de'
    ? `${pad(day.day)}.${pad(day.month)}.`
    : `${day.day} ${(MONTH_NAMES.en[day.month - 1] ?? '').slice(0, 3)}`;
}
