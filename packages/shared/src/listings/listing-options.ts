/**
 * A listing's choices and the rules about them, without zod (`listing.ts` has the schemas and
 * re-exports these): the web app's screens that only show listings import them from here and so do
 * not ship zod to the browser (ADR 0033).
 */

export const PROGRAM_TYPES = ['ausbildung', 'fsj', 'bfd'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];
export const GERMAN_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type GermanLevel = (typeof GERMAN_LEVELS)[number];

/** The sectors an FSJ or BFD listing is in (one of them is required for those programs). */
export const FSJ_SECTORS = [
  'health',
  'social',
  'children',
  'elderly',
  'disability',
  'education',
  'culture',
  'sports',
  'environment',
  'other',
] as const;

export const LISTING_SORTS = ['newest', 'oldest', 'start'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** A real calendar day as YYYY-MM-DD (2027-02-31 is not one, though `Date.parse` accepts it). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Minimum German level per program (spec §5, docs/decisions/README.md): a candidate's and a listing's. */
export const PROGRAM_MIN_LEVEL: Record<ProgramType, GermanLevel> = { ausbildung: 'B1', fsj: 'A2', bfd: 'A2' };

/** German level order: a candidate at `have` meets a listing requiring `need`. */
export function meetsGermanLevel(have: GermanLevel | null | undefined, need: GermanLevel): boolean {
  if (!have) return false;
  return GERMAN_LEVELS.indexOf(have) >= GERMAN_LEVELS.indexOf(need);
}

/**
 * Whether a listing's start date has passed (`today` as YYYY-MM-DD): search engines and partners'
 * feeds no longer carry it as open (its `validThrough` was the day before), and its page says so.
 */
export function startDatePassed(startDate: string | null, today: string): boolean {
  return startDate !== null && startDate < today;
}
