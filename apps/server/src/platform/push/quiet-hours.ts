import { TZDate } from '@date-fns/tz';

export type QuietHours = { enabled: boolean; startMinute: number; endMinute: number };

export const DEFAULT_QUIET_HOURS: QuietHours = { enabled: true, startMinute: 22 * 60, endMinute: 7 * 60 };

/**
 * Whether `at` falls in the person's quiet hours, read on their own wall clock in `timeZone`
 * (IANA; @date-fns/tz, so daylight-saving changes are the zone database's, never ours). A window
 * that crosses midnight (22:00–07:00) is quiet from its start to midnight and from midnight to its end.
 */
export function isQuiet(at: Date, timeZone: string, quiet: QuietHours): boolean {
  if (!quiet.enabled || quiet.startMinute === quiet.endMinute) return false;
  const local = new TZDate(at.getTime(), timeZone);
  const minute = local.getHours() * 60 + local.getMinutes();
  return quiet.startMinute < quiet.endMinute
    ? minute >= quiet.startMinute && minute < quiet.endMinute
    : minute >= quiet.startMinute || minute < quiet.endMinute;
}

export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
