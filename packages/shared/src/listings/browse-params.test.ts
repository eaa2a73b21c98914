import { BrowseQuerySchema } from './listing';
import { describe, expect, it } from 'vitest';
import { BROWSE_FILTER_KEYS, readBrowseFilters } from './browse-params';

/** Values worth trying for every filter: the schema's own choices, near misses and odd shapes. */
const CANDIDATES = [
  ...['berlin', 'leipzig', 'Berlin', 'paris', 'it', 'health', 'sports', 'ausbildung', 'fsj', 'bfd', 'FSJ'],
  ...['A1', 'B2', 'C2', 'a1', 'D1', '2027-02-28', '2027-02-31', '2028-02-29', '27-02-01', '2027-2-1'],
  ...['true', 'false', 'TRUE', 'yes', 'newest', 'oldest', 'start', 'price', ' Pflege ', 'x'.repeat(200)],
  ...[` ${'x'.repeat(200)} `, 'x'.repeat(201), '0', '-'],
];

describe('readBrowseFilters (no zod in the browser, ADR 0033)', () => {
  it('accepts for each filter exactly what the API schema accepts', () => {
    for (const key of BROWSE_FILTER_KEYS) {
      for (const value of CANDIDATES) {
        const schemaAccepts = BrowseQuerySchema.shape[key].safeParse(value).success;
        const read = readBrowseFilters(new URLSearchParams({ [key]: value }));
        // Kept unless the schema refuses it; then dropped as defaults: sort=newest and a flag not "true".
        const dropped =
          (key === 'sort' && value === 'newest') || ((key === 'visa' || key === 'accommodation') && value !== 'true');
        expect(key in read, `${key}=${value}`).toBe(schemaAccepts && !dropped);
      }
    }
  });

  it('keeps the text trimmed and leaves the defaults out of the address', () => {
    expect(
      readBrowseFilters(
        new URLSearchParams('q=%20Pflege%20&location=munich&sort=newest&visa=false&accommodation=true'),
      ),
    ).toEqual({ q: 'Pflege', location: 'munich', accommodation: 'true' });
  });
});
