import {
  calendarDay,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatTime,
  formatWeekday,
  runtimeTimeZone,
} from '@azubi/shared/dates/format-date';
import type { Locale } from '@azubi/shared/i18n/locales';
import { useMemo } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { useAfterHydration } from '../use-after-hydration';
import { useMe } from './use-me';

/**
 * The one zone a person sees every time in: their account's (set in the interviews' time zone
 * control, first from the browser), else, signed out or before it is set, the device's. Chat
 * times, interview times and every other date on one screen agree.
 */
export function useAccountTimeZone(): string {
  const me = useMe({ enabled: false }).data;
  // The server cannot know a visitor's device: it renders a page (a listing, the search) in Berlin's
  // time, and React takes the page over in that same zone, then shows the device's. Otherwise a date
  // near midnight would differ between the HTML and the browser's first render, and React would
  // throw the server's page away (error #418).
  const onDevice = useAfterHydration();
  // The device's zone as the runtime names it: the same times as its current name ("Asia/Calcutta"
  // is "Asia/Kolkata"), without loading the zone names' table (ADR 0033) on every page.
  return me?.user.timezone ?? (onDevice ? runtimeTimeZone() : null) ?? 'Europe/Berlin';
}

/** Formatters bound to a language and a zone (packages/shared/src/dates/format-date.ts does the writing). */
export function datesIn(locale: Locale, timeZone: string) {
  const zone = { timeZone };
  return {
    locale,
    timeZone,
    /** "01.06.2027" / "1 June 2027", the day in the zone. */
    date: (value: string) => formatDate(value, locale, zone),
    /** "01.06.2027, 14:30" / "1 June 2027, 14:30". */
    dateTime: (value: string) => formatDateTime(value, locale, zone),
    /** "14:30". */
    time: (value: string | Date | number) => formatTime(value, locale, zone),
    /** "Juni 2027" / "June 2027". */
    monthYear: (value: string) => formatMonthYear(value, locale, zone),
    /** "Dienstag, 01.06.2027" / "Tuesday, 1 June 2027"; `short`: "Di., 01.06." / "Tue, 1 Jun". */
    weekday: (value: string, short = false) => formatWeekday(value, locale, { ...zone, short }),
    /** "01.06." / "1 Jun". */
    dayMonth: (value: string) => formatDayMonth(value, locale, zone),
    /** The day (`YYYY-MM-DD`) an instant falls on in the zone. */
    day: (value: string | Date | number) => calendarDay(value, zone) ?? '',
  };
}

export type Dates = ReturnType<typeof datesIn>;

/** Every date and time on the web goes through these: the page's language, the account's zone. */
export function useDates(): Dates {
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  return useMemo(() => datesIn(locale, timeZone), [locale, timeZone]);
}
