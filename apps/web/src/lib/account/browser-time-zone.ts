import { runtimeTimeZone } from '@azubi/shared/dates/format-date';
import { currentTimeZoneName } from '@azubi/shared/interviews/interview-time';

/** The browser's IANA zone ("Europe/Berlin"), under its current name ("Asia/Kolkata", not Chrome's "Asia/Calcutta"), or null. */
export function browserTimeZone(): string | null {
  const zone = runtimeTimeZone();
  return zone ? currentTimeZoneName(zone) : null;
}
