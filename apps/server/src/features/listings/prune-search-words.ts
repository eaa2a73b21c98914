import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Forgets the typo-correction words (listing_search_words, migration 0007) that no listing uses
 * any more, e.g. after a company and its listings were deleted: a suggestion must never lead to a
 * word of a listing that is gone. Each word is one probe of the listings' word index (GIN), and
 * the delete is safe to run on several instances at once. Returns how many words went.
 */
export async function pruneSearchWords(db: Database): Promise<number> {
  const result = await db.execute(sql`
    delete from listing_search_words w
    where not exists (
      select 1 from listings l where l.search_vector @@ ('''' || w.word || '''')::tsquery
    )`);
  return (
    (result as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (result as unknown as { rowCount?: number }).rowCount ??
    0
  );
}
