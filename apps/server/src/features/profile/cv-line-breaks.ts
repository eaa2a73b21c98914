/**
 * Where the CV's text may break inside a "word" (react-pdf breaks lines only at spaces).
 *
 * react-pdf asks a hyphenation callback for the parts of every word. Between two parts it may break
 * the line and then draws a hyphen; but an empty part between two others is a zero-width space to
 * it (glue), where it breaks without drawing anything. So `['name', '', '@example', '', '.org']`
 * can break before `@` and `.`, and the address stays exactly as written on the page and when copied.
 */

/** Chinese, Japanese and Korean characters, which are written without spaces between words. */
export const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\u30a0-\u30ff\u3200-\u33ff\uff00-\uffef]/u;

/** May not start a line (closing brackets and punctuation, small kana, the prolonged sound mark). */
const NO_LINE_START = new Set(
  '、。，．：；？！）」』】〕〉》〙〗｝］”’・ー々〻ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ',
);
/** May not end a line (opening brackets). */
const NO_LINE_END = new Set('（「『【〔〈《〘〖｛［“‘');

/** A word given back in parts with a zero-width break opportunity between them. */
function joinWithBreaks(parts: string[]): string[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : ['', part]));
}

/**
 * Every word of the CV: unchanged, except that CJK text may break between its characters (not
 * before closing punctuation nor after opening brackets). Names and places are never hyphenated.
 *
 * react-pdf asks for the parts of each run of one font separately and puts a hyphenation point
 * between two runs of one word (Chinese in one font file, a comma in another); CJK text therefore
 * also starts and ends with a zero-width break, so that no hyphenation point is left between runs.
 */
export function breakCjk(word: string): string[] {
  if (!CJK.test(word)) return [word];
  const parts: string[] = [];
  let previous = '';
  for (const char of word) {
    const breakable =
      previous !== '' &&
      (CJK.test(previous) || CJK.test(char)) &&
      !NO_LINE_START.has(char) &&
      !NO_LINE_END.has(previous);
    if (breakable || parts.length === 0) parts.push(char);
    else parts[parts.length - 1] += char;
    previous = char;
  }
  const first = [...word][0]!;
  const last = [...word].at(-1)!;
  return [
    ...(CJK.test(first) && !NO_LINE_START.has(first) ? [''] : []),
    ...joinWithBreaks(parts),
    ...(CJK.test(last) && !NO_LINE_END.has(last) ? [''] : []),
  ];
}

/**
 * For every text of the CV: a hyphenation point is never a line break. react-pdf adds one between
 * runs of different fonts inside a word ("Ł" and "ukasz" come from two files) and would draw a
 * hyphen there; at this penalty (its "infinity") it breaks only at spaces and the breaks above.
 */
export const NO_HYPHENATION = 10_000;

/**
 * The longest piece of an address that always fits the narrowest column it is written in (the
 * modern template's sidebar, about 160 pt at 10 pt): 16 of Noto Sans's widest letters take 150 pt.
 */
const LONGEST_PIECE = 16;

/**
 * An e-mail address or a link: it may break before `@`, `.`, `-`, `_`, `?`, `#`, `&`, `=` and
 * after `/`, never with a hyphen added. A piece still longer than a column may break between any
 * two of its characters.
 */
export function breakAddress(word: string): string[] {
  const pieces = word.split(/(?=[@.\-_?#&=])|(?<=\/)(?!\/)/u).filter(Boolean);
  return joinWithBreaks(pieces.flatMap((piece) => ([...piece].length > LONGEST_PIECE ? [...piece] : [piece])));
}
