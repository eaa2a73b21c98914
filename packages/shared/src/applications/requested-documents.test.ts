import { describe, expect, it } from 'vitest';
import { requestedDocumentKind, requestedDocumentStates } from './requested-documents';

describe('requestedDocumentKind', () => {
  it('reads what a listing asks for in English and German', () => {
    expect(requestedDocumentKind('CV')).toBe('cv');
    expect(requestedDocumentKind('Lebenslauf')).toBe('cv');
    expect(requestedDocumentKind('German certificate B1')).toBe('german_certificate');
    expect(requestedDocumentKind('Goethe-Zertifikat B2')).toBe('german_certificate');
    expect(requestedDocumentKind('Deutschzertifikat')).toBe('german_certificate');
    expect(requestedDocumentKind('school certificate')).toBe('school_certificate');
    expect(requestedDocumentKind('Schulabschlusszeugnis')).toBe('school_certificate');
    expect(requestedDocumentKind('Führerschein Klasse B')).toBe('other');
  });
});

describe('requestedDocumentStates', () => {
  it('says which requested documents the application carries and which are missing', () => {
    const states = requestedDocumentStates(['CV', 'school certificate', 'German certificate B1', 'Passport'], {
      cv: true,
      types: ['german_certificate'],
    });
    expect(states.map((s) => [s.label, s.attached])).toEqual([
      ['CV', true],
      ['school certificate', false],
      ['German certificate B1', true],
      ['Passport', null],
    ]);
  });
});
