import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { CJK } from './cv-line-breaks';

/**
 * Chinese, Japanese and Korean text in the CV (Noto Sans SC, JP and KR from `@fontsource`).
 *
 * Each package splits its font into about a hundred files of a few hundred characters (listed in its
 * `unicode.json`), 40 KB each. A CV registers and loads only the files that hold its own CJK
 * characters, and none for a CV without any, so the common CV pays nothing for them.
 *
 * Han characters look different in Chinese and Japanese (and Korean Hanja); the font whose shapes
 * the reader expects comes first: Japanese when the text has kana or the candidate's country is
 * Japan, Korean for Hangul or Korea, Simplified Chinese otherwise. A character the first font lacks
 * comes from the next one that has it.
 */
const PACKAGES = ['sc', 'jp', 'kr'] as const;
type CjkFont = (typeof PACKAGES)[number];

const require = createRequire(import.meta.url);

type Range = { from: number; to: number; subset: string };
const rangesOf = new Map<CjkFont, Range[]>();

/** The font's files and the characters each holds, read once from the package. */
function ranges(font: CjkFont): Range[] {
  let list = rangesOf.get(font);
  if (!list) {
    const unicode = require(`@fontsource/noto-sans-${font}/unicode.json`) as Record<string, string>;
    list = Object.entries(unicode)
      // "[42]": the numbered files; the Latin, Cyrillic and Vietnamese ones come from Noto Sans already.
      .filter(([key]) => /^\[\d+\]$/.test(key))
      .flatMap(([key, value]) =>
        value.split(',').map((range) => {
          const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
          return { from: parseInt(from!, 16), to: parseInt(to ?? from!, 16), subset: key.slice(1, -1) };
        }),
      );
    rangesOf.set(font, list);
  }
  return list;
}

function fontOrder(text: string, country: string | null): CjkFont[] {
  const first: CjkFont =
    /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) || country === 'JP'
      ? 'jp'
      : /\p{Script=Hangul}/u.test(text) || country === 'KR'
        ? 'kr'
        : 'sc';
  return [first, ...PACKAGES.filter((font) => font !== first)];
}

const registered = new Set<string>();

function register(font: CjkFont, subset: string): string {
  const family = `noto-sans-${font}-${subset}`;
  if (!registered.has(family)) {
    Font.register({
      family,
      fonts: [400, 700].map((weight) => ({
        src: require.resolve(`@fontsource/noto-sans-${font}/files/noto-sans-${font}-${subset}-${weight}-normal.woff`),
        fontWeight: weight,
      })),
    });
    registered.add(family);
  }
  return family;
}

/**
 * The font families (registered on first use) that the CV's text needs for its CJK characters, in
 * the order react-pdf should try them after the CV's other fonts; none for text without CJK.
 */
export function cjkFontFamilies(text: string, country: string | null): string[] {
  const chars = new Set([...text].filter((char) => CJK.test(char)).map((char) => char.codePointAt(0)!));
  if (chars.size === 0) return [];
  const order = fontOrder(text, country);
  const needed = new Map<CjkFont, Set<string>>(order.map((font) => [font, new Set()]));
  for (const code of chars) {
    for (const font of order) {
      const range = ranges(font).find(({ from, to }) => code >= from && code <= to);
      if (range) {
        needed.get(font)!.add(range.subset);
        break;
      }
    }
  }
  return order.flatMap((font) =>
    [...needed.get(font)!].sort((a, b) => Number(a) - Number(b)).map((subset) => register(font, subset)),
  );
}

/** Every string in a value (the CV's profile), joined: the text the CV will draw from it. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join(' ');
  return '';
}
