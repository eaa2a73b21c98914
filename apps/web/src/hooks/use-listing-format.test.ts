import { describe, expect, it } from 'vitest';
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
