import { describe, expect, it } from 'vitest';
import { cleanText, cleanTextSchema, hasVisibleText, storableText } from './clean-text';

describe('text clean-up (spec §5)', () => {
  it('trims, strips angle brackets and cuts to 1000 characters', () => {
    expect(cleanText('  <b>Hallo</b>  ')).toBe('bHallo/b');
    expect(cleanText('<script>alert(1)</script>')).toBe('scriptalert(1)/script');
    expect(cleanText('x'.repeat(1500))).toHaveLength(1000);
  });

  it('checks the minimum after clean-up', () => {
    const schema = cleanTextSchema({ min: 3, minMessage: 'listings.titleRequired' });
    expect(schema.safeParse(' <> ').error?.issues[0]?.message).toBe('listings.titleRequired');
    expect(schema.parse('  Pflege  ')).toBe('Pflege');
  });

  it('removes NUL and replaces a lone surrogate, keeping whole characters', () => {
    expect(storableText('a\u0000b')).toBe('ab');
    expect(storableText('x\ud800y')).toBe('x\ufffdy');
    expect(storableText('x\udc00')).toBe('x\ufffd');
    expect(storableText('Grüße 👋')).toBe('Grüße 👋');
    expect(cleanText(' Name\u0000 \ud83d')).toBe('Name \ufffd');
  });

  it('does not cut a character in half at the length limit', () => {
    expect(cleanText(`${'x'.repeat(999)}👋`)).toBe('x'.repeat(999));
    expect(cleanText(`${'x'.repeat(998)}👋`)).toBe(`${'x'.repeat(998)}👋`);
  });

  it('tells text that shows nothing from text that shows something', () => {
    for (const blank of [
      '',
      ' \n\t',
      '\u200b',
      '\u200e\u200f',
      '\u200c\u200d',
      '\ufeff\u2060',
      '\u00ad',
      '\u180e',
      '\u034f',
      '\ufe0f',
      '\u3164',
      '\u2800',
      '\u{e0020}',
    ])
      expect(hasVisibleText(blank), JSON.stringify(blank)).toBe(false);
    for (const shown of ['a', '\u200bx', '👨‍👩‍👧', 'می‌خواهم', '.'])
      expect(hasVisibleText(shown), JSON.stringify(shown)).toBe(true);
  });
});
