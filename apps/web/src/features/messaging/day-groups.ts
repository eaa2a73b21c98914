import { calendarDay, formatTime, formatWeekday } from '@azubi/shared/dates/format-date';
import { isLocale } from '@azubi/shared/i18n/locales';
import type { Message } from '@azubi/shared/messaging/messaging';

export type DayGroup = { day: string; messages: Message[] };

/** The calendar day of a timestamp in the reader's time zone, as `YYYY-MM-DD`. */
export function localDay(iso: string, timeZone: string | undefined): string {
  return calendarDay(iso, { timeZone }) ?? iso.slice(0, 10);
}
/** Messages in runs of one day each, for the day separators of a conversation. */
export function groupByDay(messages: readonly Message[], timeZone?: string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const day = localDay(message.createdAt, timeZone);
    const current = groups.at(-1);
    if (current && current.day === day) current.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

/** "Today", "Yesterday" or the date, in the reader's language. */
export function dayLabel(
  day: string,
  locale: string,
  words: { today: string; yesterday: string },
  now = new Date(),
  timeZone?: string,
): string {
  const today = localDay(now.toISOString(), timeZone);
  const yesterday = localDay(new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString(), timeZone);
  if (day === today) return words.today;
  if (day === yesterday) return words.yesterday;
  return formatWeekday(day, isLocale(locale) ? locale : 'en');
}

/** The time of a message ("14:05") in the reader's language and time zone. */
export function messageTime(iso: string, locale: string, timeZone: string | undefined): string {
  return formatTime(iso, isLocale(locale) ? locale : 'en', { timeZone });
}
