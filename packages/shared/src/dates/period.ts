/**
 * A period of whole UTC calendar days (YYYY-MM-DD), both ends included: the one helper of the
 * employer's and the admin's analytics (their schemas, the server's day series, the web's picker).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest period an analytics page may ask for, in days. */
export const ANALYTICS_MAX_DAYS = 366;

/** Days from `from` to `to`, both counted (UTC calendar dates, YYYY-MM-DD). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The calendar date `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
