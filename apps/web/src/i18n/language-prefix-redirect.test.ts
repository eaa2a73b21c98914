import { describe, expect, it } from 'vitest';
import { stripForeignLanguagePrefix } from './language-prefix-redirect';

describe('foreign language prefixes', () => {
  it('strips a two-letter prefix in front of a real page', () => {
    expect(stripForeignLanguagePrefix('/en')).toBe('/');
    expect(stripForeignLanguagePrefix('/en/for-employers')).toBe('/for-employers');
    expect(stripForeignLanguagePrefix('/fr/privacy-policy')).toBe('/privacy-policy');
    expect(stripForeignLanguagePrefix('/TR/impressum')).toBe('/impressum');
  });

  it('leaves everything else to the 404 page', () => {
    expect(stripForeignLanguagePrefix('/de/for-employers')).toBeNull();
    expect(stripForeignLanguagePrefix('/fr/no-such-page')).toBeNull();
    expect(stripForeignLanguagePrefix('/xyz/for-employers')).toBeNull();
    expect(stripForeignLanguagePrefix('/for-employers')).toBeNull();
  });
});
