import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryName } from './countries';

describe('countryName', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names a country in the page’s language, and keeps what it cannot name', () => {
    expect(countryName('IN', 'en')).toBe('India');
    expect(countryName('IN', 'de')).toBe('Indien');
    expect(countryName('MA', 'de')).toBe('Marokko');
    expect(countryName('', 'en')).toBe('');
    expect(countryName(null, 'de')).toBe('');
    // Not a region code: the code itself rather than an error.
    expect(countryName('not a code', 'en')).toBe('not a code');
  });

  // The country list names about 250 countries at once: one Intl.DisplayNames per language, not per
  // country (each costs milliseconds on a slow phone, issue 35).
  it('asks Intl for one list of names per language, however many countries it names', () => {
    const made = vi.spyOn(Intl, 'DisplayNames');
    for (const code of ['FR', 'VN', 'PH', 'KE', 'BR']) countryName(code, 'fr');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
