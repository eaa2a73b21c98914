import { describe, expect, it } from 'vitest';
import {
  ListingSearchQuerySchema,
  readSearchQuery,
  SEARCH_CATEGORIES,
  SEARCH_LOCATIONS,
  searchCategoryLabelKey,
  searchLocationLabelKey,
  toSearchQueryString,
} from './search-filters';

describe('search filters', () => {
  it('offer the eight cities and six fields of the spec, in order', () => {
    expect(SEARCH_LOCATIONS).toEqual([
      'berlin',
      'hamburg',
      'munich',
      'cologne',
      'frankfurt',
      'stuttgart',
      'dusseldorf',
      'leipzig',
    ]);
    expect(SEARCH_CATEGORIES).toEqual(['it', 'health', 'engineering', 'business', 'hospitality', 'other']);
    expect(searchLocationLabelKey('munich')).toBe('locations.munich');
    expect(searchCategoryLabelKey('health')).toBe('categories.health');
  });

  it('build a query string that leaves empty fields out', () => {
    expect(toSearchQueryString({})).toBe('');
    expect(toSearchQueryString({ q: '   ', location: '', category: null })).toBe('');
    expect(toSearchQueryString({ q: ' Pflege Hamburg ' })).toBe('?q=Pflege+Hamburg');
    expect(toSearchQueryString({ location: 'berlin' })).toBe('?location=berlin');
    expect(toSearchQueryString({ category: 'it' })).toBe('?category=it');
    expect(toSearchQueryString({ q: 'KFZ München', location: 'munich', category: 'engineering' })).toBe(
      '?q=KFZ+M%C3%BCnchen&location=munich&category=engineering',
    );
  });

  it('cut the text to 1000 characters', () => {
    const query = toSearchQueryString({ q: 'a'.repeat(1200) });
    expect(new URLSearchParams(query).get('q')).toHaveLength(1000);
  });

  it('read a search back from query parameters and refuse unknown cities and fields', () => {
    expect(ListingSearchQuerySchema.parse({ q: ' IT ', location: 'leipzig', category: 'other' })).toEqual({
      q: 'IT',
      location: 'leipzig',
      category: 'other',
    });
    expect(ListingSearchQuerySchema.parse({})).toEqual({});
    expect(ListingSearchQuerySchema.safeParse({ location: 'paris' }).success).toBe(false);
    expect(ListingSearchQuerySchema.safeParse({ category: 'sports' }).success).toBe(false);
  });

  it('read a search from an address without zod exactly as the schema reads each field', () => {
    const cases = [
      '',
      '?q=%20IT%20&location=leipzig&category=other',
      '?q=%20%20',
      `?q=${'a'.repeat(1000)}`,
      `?q=${'a'.repeat(1001)}`,
      `?q=%20${'a'.repeat(1000)}%20`,
      '?location=paris&category=sports',
      '?location=Berlin&category=',
      '?location=munich&location=paris',
      '?category=health&q=Pflege%20M%C3%BCnchen',
    ];
    const field = <T>(result: { success: boolean; data?: T }) => (result.success ? result.data : undefined);
    for (const search of cases) {
      const params = new URLSearchParams(search);
      expect(readSearchQuery(params), search).toEqual({
        q: field(ListingSearchQuerySchema.shape.q.safeParse(params.get('q') ?? undefined)),
        location: field(ListingSearchQuerySchema.shape.location.safeParse(params.get('location') ?? undefined)),
        category: field(ListingSearchQuerySchema.shape.category.safeParse(params.get('category') ?? undefined)),
      });
    }
  });
});
