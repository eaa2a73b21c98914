import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingFormat } from './use-listing-format';

// The account's zone decides the day and the clock, not the device's (issue 28: one zone per person).
describe('listingFormat', () => {
  const lateEvening = '2026-11-20T20:00:00.000Z';

  it('writes a moment in the zone it is given', () => {
    expect(listingFormat('en', 'Asia/Kolkata').dateTime(lateEvening)).toMatch(/21.*01:30/);
    expect(listingFormat('en', 'Europe/Berlin').dateTime(lateEvening)).toMatch(/20.*21:00/);
    expect(listingFormat('de', 'Asia/Kolkata').date(lateEvening)).toBe('21.11.2026');
  });

  it('leaves a calendar date as it is in every zone', () => {
    expect(listingFormat('de', 'Pacific/Kiritimati').date('2026-09-01')).toBe('01.09.2026');
    expect(listingFormat('en', 'America/Los_Angeles').money(1340)).toBe('€1,340');
    expect(listingFormat('de', 'America/Los_Angeles').money(1340)).toMatch(/1\.340\s€/);
  });
});

// Intl's first currency format loads its data (tens of milliseconds on a slow phone): a page that
// writes no figure makes none, and one that does makes each once (issue 35).
describe('listingFormat’s number formats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes a number format only when a figure is written, once per language and kind', async () => {
    // A fresh copy of the module: the formats are kept per language for the page's life.
    vi.resetModules();
    const { listingFormat: fresh } = await import('./use-listing-format');
    const made = vi.spyOn(Intl, 'NumberFormat');
    const format = fresh('en', 'Asia/Manila');
    format.date('2026-09-01');
    format.dateTime('2026-11-20T20:00:00.000Z');
    expect(made).not.toHaveBeenCalled();
    expect(fresh('en').money(95)).toBe('€95');
    expect(fresh('en').money(1200)).toBe('€1,200');
    expect(made).toHaveBeenCalledTimes(1);
    expect(fresh('en').number(2.25)).toBe('2.3');
    expect(fresh('en').number(7)).toBe('7');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
