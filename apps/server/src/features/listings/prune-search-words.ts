import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listingSearchWords } from '../../db/schema';

/**
 * Forgets the typo-correction words (listing_search_words, migration 0007) that no listing uses
 * any more, e.g. after a company and its listings were deleted: a suggestion must never lead to a
 * word of a listing that is gone. Each word is one probe of the listings' word index (GIN); like
 * every retention step a `DELETE … RETURNING`, safe on several instances at once. Returns how many
 * words went.
 */
export async function pruneSearchWords(db: Database): Promise<number> {
  const gone = await db
    .delete(listingSearchWords)
    .where(
      sql`not exists (select 1 from listings l where l.search_vector @@ ('''' || ${listingSearchWords.word} || '''')::tsquery)`,
    )
    .returning({ word: listingSearchWords.word });
  return gone.length;
}
