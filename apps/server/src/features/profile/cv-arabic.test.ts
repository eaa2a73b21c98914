// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { describe, expect, it } from 'vitest';
import { shapeArabic, shapeArabicDeep } from './cv-arabic';

const codes = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16));

describe('shapeArabic', () => {
  it('picks isolated, initial, medial and final forms by the neighbours', () => {
    // أ (right-joining, isolated) م (initial) ي (medial) ن (medial) ة (final)
    expect(codes(shapeArabic('أمينة'))).toEqual(['fe83', 'fee3', 'fef4', 'fee8', 'fe94']);
    expect(codes(shapeArabic('محمد'))).toEqual(['fee3', 'fea4', 'fee4', 'feaa']);
    // Words are shaped separately; a letter after a right-joining one starts again.
    expect(codes(shapeArabic('بن علي'))).toEqual(['fe91', 'fee6', '20', 'fecb', 'fee0', 'fef2']);
  });

  it('joins lam and alef into one ligature', () => {
    expect(codes(shapeArabic('سلام'))).toEqual(['feb3', 'fefc', 'fee1']);
    expect(codes(shapeArabic('لا'))).toEqual(['fefb']);
    expect(codes(shapeArabic('الأمين'))).toEqual(['fe8d', 'fef7', 'fee3', 'fef4', 'fee6']);
  });

  it('lets vowel marks sit on a letter without breaking the join', () => {
    expect(codes(shapeArabic('مُحَمَّد'))).toEqual(['fee3', '64f', 'fea4', '64e', 'fee4', '64e', '651', 'feaa']);
  });

  it('keeps the letters: NFKC gives the original text back', () => {
    for (const text of ['أمينة بن علي', 'محمد الأمين', 'ياسمين', 'نجاتی', 'سلام عليكم', 'پرویز']) {
      expect(shapeArabic(text).normalize('NFKC')).toBe(text.normalize('NFKC'));
    }
  });

  it('leaves other scripts alone, also inside objects', () => {
    expect(shapeArabic('Amina Benali')).toBe('Amina Benali');
    const profile = { name: 'علي', email: 'ali@example.org', list: ['لا', 3], nested: { none: null } };
    expect(shapeArabicDeep(profile)).toEqual({
      name: '\ufecb\ufee0\ufef2',
      email: 'ali@example.org',
      list: ['\ufefb', 3],
      nested: { none: null },
    });
  });
});
