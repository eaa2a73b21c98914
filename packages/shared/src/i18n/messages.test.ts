import { describe, expect, it } from 'vitest';
import { isMessageKey, messages, translate } from './messages';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('shared messages', () => {
  it('have the same keys in English and German', () => {
    expect(keysOf(messages.de).sort()).toEqual(keysOf(messages.en).sort());
  });

  it('have a non-empty text for every key in both languages', () => {
    for (const locale of ['en', 'de'] as const) {
      for (const key of keysOf(messages[locale]))
        expect(translate(locale, key).trim(), `${locale}:${key}`).not.toBe('');
    }
  });

  it('translate with parameters', () => {
    expect(translate('en', 'validation.tooShort', { minimum: 8 })).toBe('Must be at least 8 characters');
    expect(translate('de', 'validation.tooShort', { minimum: 8 })).toBe('Mindestens 8 Zeichen');
    expect(translate('en', 'errors.notFound')).toBe('Not found');
  });

  it('return an unknown key unchanged and recognise known ones', () => {
    expect(translate('de', 'nothing.here')).toBe('nothing.here');
    expect(isMessageKey('errors.forbidden')).toBe(true);
    expect(isMessageKey('errors.nope')).toBe(false);
    expect(isMessageKey('plain text')).toBe(false);
  });
});
