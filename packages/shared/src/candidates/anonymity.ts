/**
 * Anonymised first contact (docs/decisions/README.md): before a relationship an employer sees a code instead
 * of a name and an age band instead of the age. Both are computed on the server; the web only shows them.
 */

/** "Candidate 4F2A": the first four hex digits of the id, stable, so a team can talk about one person. */
export function candidateCode(id: string): string {
  return id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 4)
    .toUpperCase();
}

/** Bands wide enough not to give the age away; the last is open. */
export const AGE_BANDS = ['16-17', '18-20', '21-24', '25-29', '30-34', '35+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function ageBandOf(dateOfBirth: string | null, today: Date = new Date()): AgeBand | null {
  if (!dateOfBirth) return null;
  const age = ageOn(dateOfBirth, today);
  if (age < 18) return '16-17';
  if (age <= 20) return '18-20';
  if (age <= 24) return '21-24';
  if (age <= 29) return '25-29';
  if (age <= 34) return '30-34';
  return '35+';
}
