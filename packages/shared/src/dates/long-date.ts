import type { Locale } from '../i18n/locales';
import { MONTH_NAMES } from './month-names';

/*
 * A date as the blog shows it ("21 November 2025", "21. November 2025"), in German time, without
 * Intl. The first use of Intl in a page loads the browser's locale data: 10–30 ms of a phone's main
 * thread, in the middle of the page taking over its server-rendered HTML. The server renders the
 * same text with the same function, so the two always agree.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The last Sunday of a month (0-based), 01:00 UTC: when the EU's summer time starts (March) and ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The calendar day in Berlin at an instant: UTC+1, and UTC+2 in summer time (EU rule since 1996,
 * from the last Sunday of March to the last Sunday of October, both at 01:00 UTC). The tests
 * compare it with Intl's time zone data, hour by hour, so a change of the rule would show there.
 */
export function berlinCalendarDay(instant: Date): { year: number; month: number; day: number } {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * HOUR_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** "21 November 2025" in English, "21. November 2025" in German; the day in Berlin. */
export function formatLongDate(iso: string, locale: Locale): string {
  const { year, month, day } = berlinCalendarDay(new Date(iso));
  const monthName = MONTH_NAMES[locale][month] ?? '';
  return locale === 'de' ? `${day}. ${monthName} ${year}` : `${day} ${monthName} ${year}`;
}
