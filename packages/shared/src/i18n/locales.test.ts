import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeFromPath, localizePath, stripLocale } from './locales';

describe('locales', () => {
  it('reads the language from the path: /de is German, everything else English', () => {
    expect(localeFromPath('/de')).toBe('de');
    expect(localeFromPath('/de/blog/x')).toBe('de');
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/design')).toBe('en');
  });

  it('moves a page between languages', () => {
    expect(stripLocale('/de')).toBe('/');
    expect(stripLocale('/de/blog')).toBe('/blog');
    expect(localizePath('/blog', 'de')).toBe('/de/blog');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/de/blog', 'en')).toBe('/blog');
    expect(localizePath('/de', 'en')).toBe('/');
  });

  it('picks German for de, de-AT and de-CH browsers, by weight', () => {
    expect(localeFromAcceptLanguage('de-AT,de;q=0.9')).toBe('de');
    expect(localeFromAcceptLanguage('de-CH')).toBe('de');
    expect(localeFromAcceptLanguage('fr-FR,en;q=0.8,de;q=0.7')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.2, de;q=0.9')).toBe('de');
    expect(localeFromAcceptLanguage('fr, es')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
