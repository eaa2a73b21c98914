import { describe, expect, it } from 'vitest';
import { CLOSED_LISTING_SHOWN_DAYS, closedListingShown, similarListingsPath, startDatePassed } from './listing';

describe('whether a listing is still open (ADR 0027)', () => {
  it('shows a closed listing for 30 days after closing, then no more', () => {
    const closed = new Date('2026-11-01T10:00:00Z');
    expect(CLOSED_LISTING_SHOWN_DAYS).toBe(30);
    expect(closedListingShown(closed, new Date('2026-12-01T09:59:59Z'))).toBe(true);
    expect(closedListingShown(closed, new Date('2026-12-01T10:00:00Z'))).toBe(false);
    // Closed before closing was recorded: gone at once.
    expect(closedListingShown(null, closed)).toBe(false);
  });

  it('counts a start date as passed from the day after it', () => {
    expect(startDatePassed('2026-11-27', '2026-11-27')).toBe(false);
    expect(startDatePassed('2026-11-26', '2026-11-27')).toBe(true);
    expect(startDatePassed(null, '2026-11-27')).toBe(false);
  });

  it('finds similar places by program and, when the search knows it, the city', () => {
    expect(similarListingsPath({ programType: 'bfd', location: 'Frankfurt am Main' })).toBe(
      '/dashboard?programType=bfd&location=frankfurt',
    );
    expect(similarListingsPath({ programType: 'ausbildung', location: 'Kleinkleckersdorf' })).toBe(
      '/dashboard?programType=ausbildung',
    );
  });
});
