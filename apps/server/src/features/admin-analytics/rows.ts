/** The rows of a `db.execute` answer, on PGlite and node-postgres alike. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period's bounds as instants: from the start of `from` to the start of the day after `to` (UTC). */
export function periodBounds(period: { from: string; to: string }): { start: Date; end: Date } {
  const start = new Date(`${period.from}T00:00:00Z`);
  return { start, end: new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS) };
}

/** Every day of the period, oldest first (YYYY-MM-DD). */
export function daysOf(period: { from: string; to: string }): string[] {
  const days: string[] = [];
  const { start, end } = periodBounds(period);
  for (let at = start.getTime(); at < end.getTime(); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
