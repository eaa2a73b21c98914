import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listingSearchWords } from '../../db/schema';

/**
 * The listing search's text query: the words of a search text as a prefix query, and for words
 * that find nothing, the most similar words listings use (ADR 0007).
 */

/** The words of a search text, lower case, at most 8: "Pflege, Ham" → ["pflege", "ham"]. */
export function searchWords(text: string | undefined): string[] {
  return (
    text
      ?.normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  );
}

/** Words as a prefix query, each quoted (they are letters and digits only): ["pflege", "ham"] → 'pflege':* & 'ham':*. */
export function prefixQuery(words: string[]): string {
  return words.map((w) => `'${w}':*`).join(' & ');
}

/**
 * For a search whose words found nothing: for each word of 3 or more letters, the (up to) three
 * most similar words listings use, as prefix alternatives (trigram similarity of the whole word,
 * or of the word to a part of a longer one, over `listing_search_words`: "hambrug" finds
 * "hamburg", "mechatronicker" "kfz-mechatroniker"). One statement, one lookup per word with the
 * word as a value the planner sees, so each uses the trigram index. Exported so the benchmark can
 * run the same SQL bare.
 */
export function similarWordsQuery(words: string[]): SQL {
  const lookups = words.map((word) =>
    word.length < 3
      ? sql`null::text`
      : sql`(select string_agg('''' || s.word || ''':*', ' | ') from (
          select word from listing_search_words where word % ${word} or word %> ${word}
          order by greatest(similarity(${word}, word), word_similarity(${word}, word)) desc, word limit 3) s)`,
  );
  return sql`select array[${sql.join(lookups, sql`, `)}]::text[] as alternatives`;
}

/** The prefix query with each word replaced by its similar words (kept when it has none); null when no word has any. */
export function similarWordsTsquery(words: string[], alternatives: (string | null)[]): string | null {
  if (!alternatives.some(Boolean)) return null;
  return words.map((word, i) => (alternatives[i] ? `(${alternatives[i]})` : `'${word}':*`)).join(' & ');
}

/**
 * Whether each word (of 3 to 60 letters, not only digits: those `listing_search_words` keeps)
 * starts some word listings use. The list holds every such word of every listing (and maybe a few
 * of deleted ones), so false means the words match no listing. One statement, each word a prefix
 * lookup in the list's `text_pattern_ops` index; true when no word can be checked.
 */
export async function wordsUsed(db: Database, words: string[]): Promise<boolean> {
  const checkable = words.filter((word) => word.length >= 3 && word.length <= 60 && !/^\p{N}+$/u.test(word));
  if (checkable.length === 0) return true;
  const lookups = checkable.map(
    // Words are letters and digits only, so nothing in them means anything to LIKE.
    (word) => sql`exists (select 1 from ${listingSearchWords} where ${listingSearchWords.word} like ${`${word}%`})`,
  );
  const result = await db.execute(sql`select ${sql.join(lookups, sql` and `)} as used`);
  return Boolean((result as unknown as { rows: { used: boolean }[] }).rows[0]?.used);
}

/** The similar words' prefix query (see `similarWordsQuery`), or null when no word has any. */
export async function similarWords(db: Database, words: string[]): Promise<string | null> {
  const result = await db.execute(similarWordsQuery(words));
  const rows = (result as unknown as { rows: { alternatives: (string | null)[] }[] }).rows;
  return similarWordsTsquery(words, rows[0]?.alternatives ?? []);
}
