import { describe, expect, it } from 'vitest';
import { cleanText, cleanTextSchema } from './clean-text';

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
});
