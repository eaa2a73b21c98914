import { TZDate } from '@date-fns/tz';
import { getTimezone, getTimezonesForCountry } from 'countries-and-timezones';
import type { Locale } from '../i18n/locales';

/*
 * Interview times (docs/decisions/README.md "Time zones"): stored in UTC, entered and shown in IANA zones.
 * Offsets and daylight saving come from @date-fns/tz and Intl, never from our own rules.
 */

export type VideoPlatformName = 'google_meet' | 'zoom' | 'microsoft_teams' | 'webex' | 'custom';

/** Each platform's own hosts; a link on a subdomain of one (us02web.zoom.us) counts. */
export const PLATFORM_HOSTS: Record<Exclude<VideoPlatformName, 'custom'>, readonly string[]> = {
  google_meet: ['meet.google.com'],
  zoom: ['zoom.us', 'zoom.com', 'zoomgov.com'],
  microsoft_teams: ['teams.microsoft.com', 'teams.live.com', 'teams.microsoft.us'],
  webex: ['webex.com'],
};

/** Whether `value` is a meeting link of `platform`: https, no user or password, on its hosts. */
export function isValidMeetingUrl(platform: VideoPlatformName, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (platform === 'custom') return host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[');
  return PLATFORM_HOSTS[platform].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** An IANA zone name the runtime knows ("Europe/Berlin", "Asia/Kolkata"). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{1,60}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone a profile's country suggests, or null: the first zone that is the country's own
 * (Vietnam → Asia/Ho_Chi_Minh, not the shared Asia/Bangkok). For countries with several zones this
 * is a guess; the browser's zone, set at sign-in, replaces it.
 */
export function timeZoneOfCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  const code = country.toUpperCase();
  const zones = getTimezonesForCountry(code) ?? [];
  return (zones.find((zone) => zone.countries[0] === code) ?? zones[0])?.name ?? null;
}

/**
 * The UTC instant of a local date and time in `timeZone`, or null when that local time does not
 * exist there (the hour the clocks skip in spring). Of the autumn hour that happens twice, the
 * later (standard-time) one, as @date-fns/tz resolves it.
 */
export function localDateTimeToUtc(local: { date: string; time: string }, timeZone: string): Date | null {
  const [year, month, day] = local.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = local.time.split(':').map(Number) as [number, number];
  if ([year, month, day, hour, minute].some((n) => !Number.isInteger(n))) return null;
  const zoned = new TZDate(year, month - 1, day, hour, minute, timeZone);
  if (
    zoned.getFullYear() !== year ||
    zoned.getMonth() !== month - 1 ||
    zoned.getDate() !== day ||
    zoned.getHours() !== hour ||
    zoned.getMinutes() !== minute
  )
    return null;
  return new Date(zoned.getTime());
}

/** The local date ("2027-03-28") and time ("10:30") of an instant in `timeZone`. */
export function utcToLocalDateTime(instant: Date | string, timeZone: string): { date: string; time: string } {
  const zoned = new TZDate(new Date(instant).getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
  };
}

/** Night on that side: 22:00 to 07:00 local time (the form warns, it does not refuse). */
export function isNightIn(instant: Date | string, timeZone: string): boolean {
  const hour = new TZDate(new Date(instant).getTime(), timeZone).getHours();
  return hour >= 22 || hour < 7;
}

/**
 * A zone's current IANA name: browsers still report some under names the tz database replaced
 * (Chrome says "Asia/Calcutta" for India, "Asia/Saigon" for Vietnam); those become "Asia/Kolkata",
 * "Asia/Ho_Chi_Minh". Only a rename within the same country: a zone that merely links to another
 * country's (Africa/Bangui to Africa/Lagos, Europe/Vaduz to Europe/Zurich) keeps its own city.
 * Unknown names stay as they are.
 */
export function currentTimeZoneName(timeZone: string): string {
  const zone = getTimezone(timeZone);
  if (!zone?.aliasOf) return timeZone;
  const target = getTimezone(zone.aliasOf);
  // The target's own country (its first) must be the alias's: Lagos is Nigeria's, not the CAR's.
  const ownCountry = target?.countries[0];
  return ownCountry && zone.countries.includes(ownCountry) ? zone.aliasOf : timeZone;
}

/** "Berlin" from "Europe/Berlin", "Argentina/Buenos Aires" → "Buenos Aires"; "Asia/Calcutta" → "Kolkata". */
export function timeZoneCity(timeZone: string): string {
  const current = currentTimeZoneName(timeZone);
  return (current.split('/').pop() ?? current).replace(/_/g, ' ');
}

const intlLocale = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB');

/** The zone's offset at that instant as people read it: "GMT+2", "GMT+5:30", "GMT". */
export function timeZoneOffsetLabel(instant: Date | string, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * An interview time for people: "Tue, 30 Mar 2027, 10:00 (Berlin, GMT+2)" /
 * "Di., 30. März 2027, 10:00 (Berlin, GMT+2)". Always with the zone, so nobody guesses.
 */
export function formatInterviewTime(instant: Date | string, timeZone: string, locale: Locale): string {
  const text = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
  return `${text} (${timeZoneCity(timeZone)}, ${timeZoneOffsetLabel(instant, timeZone)})`;
}

/** Only the clock time with the zone: "10:00 (Berlin, GMT+2)". */
export function formatInterviewClock(instant: Date | string, timeZone: string, locale: Locale): string {
  const text = new Intl.DateTimeFormat(intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
  return `${text} (${timeZoneCity(timeZone)}, ${timeZoneOffsetLabel(instant, timeZone)})`;
}

/**
 * Where a zone is, for a reader: its country when the country has one zone ("India"), else its
 * city ("Chicago"), in the reader's language.
 */
export function timeZonePlace(timeZone: string, locale: Locale): string {
  const current = currentTimeZoneName(timeZone);
  const country = getTimezone(current)?.countries[0];
  const zonesOfCountry = country ? (getTimezonesForCountry(country) ?? []).filter((z) => !z.deprecated) : [];
  if (country && zonesOfCountry.length === 1) {
    try {
      const name = new Intl.DisplayNames([locale], { type: 'region' }).of(country);
      if (name && name !== country) return name;
    } catch {
      // No region names in this runtime: the city says it too.
    }
  }
  return timeZoneCity(current);
}

/**
 * One instant for a reader in `myZone` with the other side's clock beside it, so it cannot read
 * as a range (issue 28.7): "Tue, 30 Mar 2027, 15:30 your time (India) · 11:00 in Berlin" /
 * "Di., 30. März 2027, 15:30 Uhr bei dir (Indien) · 11:00 Uhr in Berlin". The other side's date
 * is added when it differs. Both zones alike: "Tue, 30 Mar 2027, 10:00 (Berlin, GMT+2)".
 */
export function formatInterviewTimeForTwo(
  instant: Date | string,
  myZone: string,
  otherZone: string,
  locale: Locale,
): string {
  const at = new Date(instant);
  const mine = currentTimeZoneName(myZone);
  const theirs = currentTimeZoneName(otherZone);
  if (timeZoneOffsetLabel(at, mine) === timeZoneOffsetLabel(at, theirs) && timeZoneCity(mine) === timeZoneCity(theirs))
    return formatInterviewTime(at, mine, locale);
  const dateOptions = { weekday: 'short', day: 'numeric', month: 'short' } as const;
  const dateIn = (zone: string, withYear: boolean) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      ...dateOptions,
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: zone,
    }).format(at);
  const clockIn = (zone: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).format(at);
  const otherDate = dateIn(theirs, false) === dateIn(mine, false) ? '' : `${dateIn(theirs, false)}, `;
  if (locale === 'de')
    return `${dateIn(mine, true)}, ${clockIn(mine)} Uhr bei dir (${timeZonePlace(mine, locale)}) · ${otherDate}${clockIn(theirs)} Uhr in ${timeZoneCity(theirs)}`;
  return `${dateIn(mine, true)}, ${clockIn(mine)} your time (${timeZonePlace(mine, locale)}) · ${otherDate}${clockIn(theirs)} in ${timeZoneCity(theirs)}`;
}
