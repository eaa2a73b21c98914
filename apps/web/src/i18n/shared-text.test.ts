import {
  isMessageKey as sharedIsMessageKey,
  messages,
  translate as sharedTranslate,
} from '@azubi/shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { isMessageKey, translate } from './shared-text';

// test/setup.ts loads both languages as the page frame does (loadLocaleResources).
describe('shared texts from the catalog the page frame loaded (ADR 0033)', () => {
  it('translates every key of the shared catalog as packages/shared does, in English and German', () => {
    const keys = Object.entries(messages.en).flatMap(([ns, texts]) => Object.keys(texts).map((key) => `${ns}.${key}`));
    expect(keys.length).toBeGreaterThan(100);
    for (const locale of ['en', 'de'] as const) {
      for (const key of keys) {
        expect(translate(locale, key, { method: 'GET', path: '/x', count: 2 }), `${locale} ${key}`).toBe(
          sharedTranslate(locale, key, { method: 'GET', path: '/x', count: 2 }),
        );
      }
    }
    expect(translate('en', 'messaging.subjectRequired')).toBe(messages.en.messaging.subjectRequired);
    expect(translate('de', 'messaging.subjectRequired')).toBe(messages.de.messaging.subjectRequired);
    expect(translate('de', 'messaging.subjectRequired')).not.toBe(translate('en', 'messaging.subjectRequired'));
  });

  it('fills in parameters, keeps unknown ones and returns unknown keys unchanged', () => {
    expect(translate('en', 'errors.apiNotFound', { method: 'GET', path: '/api/x' })).toBe(
      'There is no API endpoint at GET /api/x.',
    );
    expect(translate('en', 'errors.apiNotFound', { method: 'GET' })).toBe('There is no API endpoint at GET {{path}}.');
    for (const value of ['errors.nope', 'errors', 'errors.notFound.more', 'Already translated text', '']) {
      expect(translate('de', value)).toBe(value);
      expect(isMessageKey(value)).toBe(sharedIsMessageKey(value));
    }
    expect(isMessageKey('errors.notFound')).toBe(true);
  });
});
