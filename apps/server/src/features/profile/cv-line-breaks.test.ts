// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { describe, expect, it } from 'vitest';
import { cjkFontFamilies } from './cv-cjk';
import { breakAddress, breakCjk } from './cv-line-breaks';

/** The parts as react-pdf reads them: an empty part is a break without a hyphen. */
const breaks = (parts: string[]) => parts.map((part) => (part === '' ? '|' : part)).join('');

describe('breakAddress', () => {
  it('breaks before @, dots and hyphens and after slashes, keeping every character', () => {
    expect(breaks(breakAddress('amina.benali@student-mail.example.org'))).toBe(
      'amina|.benali|@student|-mail|.example|.org',
    );
    expect(breaks(breakAddress('https://www.linkedin.com/in/amina_b?x=1#top'))).toBe(
      'https://|www|.linkedin|.com/|in/|amina|_b|?x|=1|#top',
    );
    const address = 'a.very.long.address+tag@sub.domain-name.example.co.uk';
    expect(breakAddress(address).join('')).toBe(address);
  });

  it('lets a piece longer than any column break between its characters', () => {
    expect(breaks(breakAddress('x@abcdefghijklmnopq.org'))).toBe('x|@|a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|.org');
    expect(breakAddress('x@abcdefghijklmno.org')).toEqual(['x', '', '@abcdefghijklmno', '', '.org']);
  });
});

describe('breakCjk', () => {
  it('leaves words without CJK whole, so names are never split', () => {
    expect(breakCjk('Łukasz')).toEqual(['Łukasz']);
    expect(breakCjk('Müller-Lüdenscheidt')).toEqual(['Müller-Lüdenscheidt']);
  });

  it('breaks between CJK characters, not before closing or after opening punctuation', () => {
    expect(breaks(breakCjk('王小明'))).toBe('|王|小|明|');
    expect(breaks(breakCjk('学习护理，并在'))).toBe('|学|习|护|理，|并|在|');
    expect(breaks(breakCjk('「人の役」です。'))).toBe('|「人|の|役」|で|す。|');
    expect(breaks(breakCjk('さくらっこ'))).toBe('|さ|く|らっ|こ|');
    expect(breaks(breakCjk('김민준'))).toBe('|김|민|준|');
    for (const word of ['王小明', '「人の役」です。', 'ABC王小明DEF']) expect(breakCjk(word).join('')).toBe(word);
  });
});

describe('cjkFontFamilies', () => {
  it('needs no font for text without CJK characters', () => {
    expect(cjkFontFamilies('Amina Benali, Łukasz Żółć, Олена, أمينة', 'MA')).toEqual([]);
  });

  it('takes only the files holding the characters, in the font the reader expects first', () => {
    const chinese = cjkFontFamilies('王小明', null);
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.length).toBeLessThanOrEqual(3);
    expect(chinese.every((family) => family.startsWith('noto-sans-sc-'))).toBe(true);
    // Kana or a Japanese candidate: Japanese shapes for the Han characters too.
    expect(cjkFontFamilies('佐藤 さくら', null).every((family) => family.startsWith('noto-sans-jp-'))).toBe(true);
    expect(cjkFontFamilies('山田花子', 'JP').every((family) => family.startsWith('noto-sans-jp-'))).toBe(true);
    expect(cjkFontFamilies('山田花子', null).every((family) => family.startsWith('noto-sans-sc-'))).toBe(true);
    expect(cjkFontFamilies('김민준', null).every((family) => family.startsWith('noto-sans-kr-'))).toBe(true);
    // Hangul is not in the Japanese font: it comes from the next font that has it.
    const mixed = cjkFontFamilies('さくら 김민준', null);
    expect(mixed[0]).toMatch(/^noto-sans-jp-/);
    expect(mixed.some((family) => family.startsWith('noto-sans-kr-'))).toBe(true);
  });
});
