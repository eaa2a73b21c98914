import type { Message } from '@azubi/shared/messaging/messaging';

export type DayGroup = { day: string; messages: Message[] };

/** The calendar day of a timestamp in the reader's time zone, as `YYYY-MM-DD`. */
export function localDay(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
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
  // Noon UTC of that day stays on the same date in every time zone.
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The time of a message ("14:05") in the reader's language and time zone. */
export function messageTime(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
