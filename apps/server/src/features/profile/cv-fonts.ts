import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

/**
 * Noto Sans from the `@fontsource/noto-sans` package, one family per Unicode subset (the package
 * ships WOFF files split by script). react-pdf takes a list of families and picks, per character,
 * the first one that has it, so names in Latin (with all accents), Cyrillic, Greek and Vietnamese
 * render with real glyphs instead of blanks.
 */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;
export const CV_FONT_FAMILY = SUBSETS.map((subset) => `NotoSans-${subset}`);

let registered = false;

export function registerCvFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const subset of SUBSETS) {
    Font.register({
      family: `NotoSans-${subset}`,
      fonts: [400, 700].map((weight) => ({
        src: require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`),
        fontWeight: weight,
      })),
    });
  }
  // Names and places must never be split with a hyphen.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
