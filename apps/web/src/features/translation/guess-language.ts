import type { TranslationTarget } from '@azubi/shared/translation/translation';

/*
 * Frequent short words of each language: articles, pronouns, conjunctions, prepositions. A text of
 * a few sentences uses many of them, and the two lists hardly overlap ("in" and "so" are left out,
 * they are words of both).
 */
const WORDS: Record<TranslationTarget, ReadonlySet<string>> = {
  de: new Set(
    'der die das und ist nicht ich wir sie mit für auf ein eine einen einem einer zu den dem von bei auch sich es du ihr sind wird werden haben hat oder aber wenn dass nach über unser unsere dein deine bitte wie was noch schon sehr gerne'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the and is are to of for with we you a an on not this that our be have has will would your they it at from or but if as by can please my me very what how'.split(
      ' ',
    ),
  ),
};

/** Below this many telling words the guess is "don't know": a short text keeps its button. */
const MIN_HITS = 3;

/**
 * English, German, or null when unsure: the translate button is not offered for a text that is
 * clearly written in the page's language already (issue 14). Unsure texts keep the button.
 */
export function guessLanguage(text: string): TranslationTarget | null {
  const words = text.toLowerCase().match(/[a-zäöüß]+/g) ?? [];
  let de = 0;
  let en = 0;
  for (const word of words) {
    if (WORDS.de.has(word)) de += 1;
    if (WORDS.en.has(word)) en += 1;
  }
  if (de >= MIN_HITS && de >= 3 * en) return 'de';
  if (en >= MIN_HITS && en >= 3 * de) return 'en';
  return null;
}
