import { currentTimeZoneName } from '@azubi/shared/interviews/interview-time';

/** The browser's IANA zone ("Europe/Berlin"), under its current name ("Asia/Kolkata", not Chrome's "Asia/Calcutta"), or null. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? currentTimeZoneName(zone) : null;
  } catch {
    return null;
  }
}
