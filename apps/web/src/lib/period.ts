import { addDays, daysInRange } from '@azubi/shared/dates/period';
import { isCalendarDate } from '@azubi/shared/listings/listing-options';

/** A period of an analytics page: one of its presets (the last N days) or a custom range. */
export type Period<P extends number = number> = { preset: P | 'custom'; from: string; to: string };

/** What a page offers: its presets in days, the longest custom range and the preset it starts with. */
export interface PeriodChoices<P extends number> {
  presets: readonly P[];
  maxDays: number;
  fallback: P;
}

/** Today as a UTC calendar date: the analytics count whole UTC days. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The last `days` days up to and including today. */
export function presetPeriod<P extends number>(days: P, now = new Date()): Period<P> {
  const to = todayUtc(now);
  return { preset: days, from: addDays(to, -(days - 1)), to };
}

/**
 * The period from the page address (`period=<a preset>`, or `period=custom&from=…&to=…` of at
 * most `maxDays`); anything else is the fallback preset.
 */
export function periodFromParams<P extends number>(
  params: URLSearchParams,
  { presets, maxDays, fallback }: PeriodChoices<P>,
  now = new Date(),
): Period<P> {
  const period = params.get('period');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (period === 'custom' && isCalendarDate(from) && isCalendarDate(to)) {
    const days = daysInRange(from, to);
    if (days >= 1 && days <= maxDays) return { preset: 'custom', from, to };
  }
  const preset = presets.find((days) => String(days) === period) ?? fallback;
  return presetPeriod(preset, now);
}

/** Writes a period into the page address (the reverse of `periodFromParams`). */
export function writePeriodParams(next: URLSearchParams, value: Period): void {
  next.set('period', String(value.preset));
  if (value.preset === 'custom') {
    next.set('from', value.from);
    next.set('to', value.to);
  } else {
    next.delete('from');
    next.delete('to');
  }
}
