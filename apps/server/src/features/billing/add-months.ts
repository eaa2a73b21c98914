/**
 * `months` calendar months after `from` (UTC), the day kept where the month has it and the last
 * day otherwise: 31 January + 1 month is 28 (or 29) February, and 31 March + 3 months is 30 June.
 */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from.getTime());
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}
