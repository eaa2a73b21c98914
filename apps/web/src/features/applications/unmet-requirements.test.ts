import { describe, expect, it } from 'vitest';
import { unmetRequirements, type CandidateFacts, type ListingRequirements } from './unmet-requirements';

const listing = (overrides: Partial<ListingRequirements> = {}): ListingRequirements => ({
  germanLevelRequired: 'B1',
  requiredDocuments: [],
  startDate: null,
  minAge: null,
  maxAge: null,
  ...overrides,
});
const candidate = (overrides: Partial<CandidateFacts> = {}): CandidateFacts => ({
  germanLevel: 'B1',
  certificateLevel: 'B1',
  driversLicense: false,
  availableFrom: null,
  dateOfBirth: null,
  ...overrides,
});
const kinds = (l: ListingRequirements, c: CandidateFacts, today?: Date) =>
  unmetRequirements(l, c, today).map((item) => item.kind);

describe('unmetRequirements', () => {
  it('finds nothing when the profile meets the listing', () => {
    expect(unmetRequirements(listing(), candidate())).toEqual([]);
    expect(unmetRequirements(listing({ germanLevelRequired: 'A2' }), candidate({ certificateLevel: null }))).toEqual(
      [],
    );
  });

  it('names a German level below the listing’s, once (not again as the certificate)', () => {
    expect(unmetRequirements(listing({ germanLevelRequired: 'B2' }), candidate())).toEqual([
      { kind: 'germanLevel', need: 'B2', have: 'B1' },
    ]);
    expect(unmetRequirements(listing(), candidate({ germanLevel: null }))).toEqual([
      { kind: 'germanLevel', need: 'B1', have: null },
    ]);
  });

  it('asks for a certificate from B1, or below when the documents name one, in either language', () => {
    expect(kinds(listing({ germanLevelRequired: 'B2' }), candidate({ germanLevel: 'B2' }))).toEqual(['certificate']);
    expect(kinds(listing(), candidate({ certificateLevel: null }))).toEqual(['certificate']);
    for (const document of [
      'German certificate A2',
      'Deutschzertifikat',
      'Sprachnachweis',
      'Goethe-Zertifikat A2',
      'telc',
    ])
      expect(
        kinds(
          listing({ germanLevelRequired: 'A2', requiredDocuments: [document] }),
          candidate({ germanLevel: 'A2', certificateLevel: null }),
        ),
        document,
      ).toEqual(['certificate']);
    for (const document of ['CV', 'Hotelcertificate', 'Motivation letter'])
      expect(
        kinds(
          listing({ germanLevelRequired: 'A2', requiredDocuments: [document] }),
          candidate({ germanLevel: 'A2', certificateLevel: null }),
        ),
        document,
      ).toEqual([]);
  });

  it('asks for a driving licence the documents name, in either language', () => {
    for (const document of ["Driver's licence", 'driving license class B', 'Führerschein Klasse B', 'Fuehrerschein'])
      expect(kinds(listing({ requiredDocuments: [document] }), candidate()), document).toEqual(['driversLicense']);
    expect(kinds(listing({ requiredDocuments: ['Führerschein'] }), candidate({ driversLicense: true }))).toEqual([]);
  });

  it('compares the start with the day the candidate is available from', () => {
    expect(unmetRequirements(listing({ startDate: '2026-09-01' }), candidate({ availableFrom: '2026-10-01' }))).toEqual(
      [{ kind: 'startDate', start: '2026-09-01', availableFrom: '2026-10-01' }],
    );
    expect(kinds(listing({ startDate: '2026-09-01' }), candidate({ availableFrom: '2026-09-01' }))).toEqual([]);
    expect(kinds(listing({ startDate: null }), candidate({ availableFrom: '2026-10-01' }))).toEqual([]);
  });

  it('checks the age at a start still to come, otherwise today', () => {
    const today = new Date('2026-05-01T12:00:00');
    const young = candidate({ dateOfBirth: '2008-10-01' });
    // 17 today, 18 at a start in 2027.
    expect(kinds(listing({ minAge: 18, startDate: '2027-01-01' }), young, today)).toEqual([]);
    expect(unmetRequirements(listing({ minAge: 18 }), young, today)).toEqual([
      { kind: 'age', min: 18, max: null, age: 17, atStart: false },
    ]);
    expect(
      unmetRequirements(
        listing({ maxAge: 25, startDate: '2027-01-01' }),
        candidate({ dateOfBirth: '2000-01-01' }),
        today,
      ),
    ).toEqual([{ kind: 'age', min: null, max: 25, age: 27, atStart: true }]);
  });
});
