import type { GermanLevel } from '../listings/listing-options';

/**
 * Rules about a candidate's profile that the browser's screens need without zod (`profile.ts` has
 * the schemas and re-exports these; ADR 0033).
 */

/** From this level on a certificate upload is required (spec §5). */
export const CERTIFICATE_REQUIRED_FROM: GermanLevel = 'B1';

/** Whole years between an ISO birth date and `today` (both calendar dates, no time zone). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const ty = today.getFullYear();
  const tm = today.getMonth() + 1;
  const td = today.getDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}
