import { LOCALES } from '@azubi/shared/i18n/locales';
import { messages } from '@azubi/shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

type Tree = { [key: string]: unknown };

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

/** `{ en: { common: {...}, home: {...} }, de: {...} }` from the JSON files. */
const webCatalogs: Record<string, Record<string, Tree>> = {};
for (const [path, catalog] of Object.entries(files)) {
  const [, , locale = '', file = ''] = path.split('/');
  (webCatalogs[locale] ??= {})[file.replace(/\.json$/, '')] = catalog;
}

/** Every leaf as a dotted path; a leaf that is not a string is reported as such. */
function leafPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return [`${prefix} (not a string)`];
  return Object.entries(tree).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** Keys the reference has and the translation lacks, and keys only the translation has. */
function diffKeys(reference: unknown, translation: unknown): { missing: string[]; extra: string[] } {
  const expected = new Set(leafPaths(reference));
  const actual = new Set(leafPaths(translation));
  return {
    missing: [...expected].filter((key) => !actual.has(key)).sort(),
    extra: [...actual].filter((key) => !expected.has(key)).sort(),
  };
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('diffKeys', () => {
  it('reports missing, extra and non-string entries', () => {
    expect(diffKeys({ a: { b: 'x', c: 'y' }, d: 'z' }, { a: { b: 'x', e: 'y' }, d: { f: 'z' } })).toEqual({
      missing: ['a.c', 'd'],
      extra: ['a.e', 'd.f'],
    });
    expect(diffKeys({ a: 'x' }, { a: ['x'] })).toEqual({ missing: ['a'], extra: ['a (not a string)'] });
  });
});

describe('web catalogs (src/i18n/locales)', () => {
  it('exist for every language with the same namespaces', () => {
    expect(Object.keys(webCatalogs).sort()).toEqual([...LOCALES].sort());
    const namespaces = Object.keys(webCatalogs.en ?? {}).sort();
    expect(namespaces).toContain('common');
    for (const locale of LOCALES) expect(Object.keys(webCatalogs[locale] ?? {}).sort()).toEqual(namespaces);
  });

  for (const namespace of Object.keys(webCatalogs.en ?? {})) {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${locale}/${namespace}.json has exactly the keys of en/${namespace}.json`, () => {
        expect(diffKeys(webCatalogs.en?.[namespace], webCatalogs[locale]?.[namespace])).toEqual({
          missing: [],
          extra: [],
        });
      });
    }
  }

  it('has no empty texts and the same {{placeholders}} in every language', () => {
    for (const [namespace, catalog] of Object.entries(webCatalogs.en ?? {})) {
      const english = new Map(leaves(catalog));
      for (const locale of LOCALES) {
        for (const [key, text] of leaves(webCatalogs[locale]?.[namespace])) {
          expect(text.trim(), `${locale}/${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${locale}/${namespace}:${key}`).toEqual(placeholders(english.get(key) ?? ''));
        }
      }
    }
  });
});

describe('shared messages (errors, validation)', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has exactly the keys of en`, () => {
      expect(diffKeys(messages.en, messages[locale])).toEqual({ missing: [], extra: [] });
    });
  }

  it('are loaded into i18next as the errors and validation namespaces', async () => {
    await i18n.changeLanguage('de');
    expect(i18n.t('errors:notFound')).toBe(messages.de.errors.notFound);
    expect(i18n.t('validation:tooShort', { minimum: 8 })).toBe('Mindestens 8 Zeichen');
  });
});
