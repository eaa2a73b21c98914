import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { breakCjk } from './cv-line-breaks';

/**
 * Noto Sans from the `@fontsource/noto-sans*` packages, one family per Unicode subset (the packages
 * ship WOFF files split by script). react-pdf takes a list of families and picks, per character,
 * the first one that has it, so names in Latin (with all accents), Cyrillic, Greek, Vietnamese,
 * Arabic (shaped, right to left) and Devanagari render with real glyphs instead of blanks.
 * Chinese, Japanese and Korean fonts are added per CV, only when its text needs them (cv-cjk.ts).
 */
const SOURCES = [
  ...(['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const).map(
    (subset) => ({ pkg: 'noto-sans', subset }),
  ),
  { pkg: 'noto-sans-arabic', subset: 'arabic' },
  { pkg: 'noto-sans-devanagari', subset: 'devanagari' },
] as const;
export const CV_FONT_FAMILY = SOURCES.map(({ pkg, subset }) => `${pkg}-${subset}`);

let registered = false;

export function registerCvFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const { pkg, subset } of SOURCES) {
    Font.register({
      family: `${pkg}-${subset}`,
      fonts: [400, 700].map((weight) => ({
        src: require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`),
        fontWeight: weight,
      })),
    });
  }
  // Names and places must never be split with a hyphen; CJK text may break between characters.
  Font.registerHyphenationCallback(breakCjk);
  registered = true;
}
