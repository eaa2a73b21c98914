import { z } from '../zod';

/** Spec §5: free text is trimmed, cut to 1000 characters and stripped of angle brackets. */
export const TEXT_MAX_LENGTH = 1000;

/** NUL (PostgreSQL cannot store it in text) and UTF-16 halves without their pair (not valid Unicode). */
// eslint-disable-next-line no-control-regex -- NUL is what this removes
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as it can be stored: NUL removed, a lone surrogate (half of a character, e.g. from text cut
 * in the middle of an emoji) replaced by U+FFFD. Every string the API receives goes through it.
 */
export function storableText(value: string): string {
  return value.replace(UNSTORABLE, (match) => (match === '\u0000' ? '' : '\ufffd'));
}

/**
 * Characters that show nothing on their own: white space, controls, format characters (`\p{Cf}`:
 * zero-width space and joiners, direction marks, BOM, word joiner, soft hyphen, tags), the other
 * default-ignorable code points (variation selectors, the combining grapheme joiner, Hangul
 * fillers) and the blank Braille pattern.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * Whether a text shows anything once the invisible characters are left out. Used to refuse a text
 * that is blank to the reader; the text itself is kept as written (a zero-width joiner belongs in
 * an emoji sequence and in Persian words).
 */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '').length > 0;
}

export function cleanText(value: string, max = TEXT_MAX_LENGTH): string {
  const text = storableText(value).replace(/[<>]/g, '').trim();
  // Never cut between the two halves of one character.
  const end = text.length > max && /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** A free-text field with the spec's clean-up applied; `min` counts after clean-up. */
export function cleanTextSchema(options: { min?: number; max?: number; minMessage?: string } = {}) {
  const base = z
    .string({ message: options.minMessage ?? 'validation.required' })
    .transform((value) => cleanText(value, options.max));
  return options.min
    ? base.pipe(z.string().min(options.min, { message: options.minMessage ?? 'validation.tooShort' }))
    : base;
}
