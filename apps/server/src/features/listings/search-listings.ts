import type { BrowseQuerySchema, ListingPage } from '@azubi/shared/listings/listing';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isStatementCanceled } from '../../db/errors';
import { withStatementTimeout } from '../../db/statement-timeout';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor, type Cursor, type TextMode } from './listing-cursor';
import { prefixQuery, searchWords, similarWords, wordsUsed } from './listing-text-query';
import { searchListingRows } from './search-listings-plan';

// The search's parts, each in its own module; re-exported here, where other features and the
// benchmarks import them from.
export type { TextMode } from './listing-cursor';
export { prefixQuery, searchWords, similarWordsQuery, similarWordsTsquery } from './listing-text-query';
export { listingSummaryColumns } from './listing-summary-columns';
export {
  browseConditions,
  facetTokens,
  searchListingRows,
  searchListingsQuery,
  WALK_BUDGET,
} from './search-listings-plan';

type Query = z.output<typeof BrowseQuerySchema>;

/**
 * The listing browser (spec §2): active listings only, text over title, description and company
 * (prefix words, so German compounds and English words are both found; when the words find
 * nothing, the most similar words listings use, so typos still find), filters, and three sorts, a
 * page at a time with a keyset cursor so "load more" never repeats or skips a listing.
 *
 * Each statement may run `statementTimeoutMs` on PostgreSQL (set in a transaction, or, with
 * null, by the search pool's connections); one that runs longer is cancelled and the search
 * answers 503 "narrow your filters", so no query shape holds the database.
 */
export async function searchListings(
  { db, statementTimeoutMs }: { db: Database; statementTimeoutMs: number | null },
  query: Query,
): Promise<ListingPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  try {
    // null: the connection ends long statements itself (the search pool, `readStatementTimeoutMs`).
    if (statementTimeoutMs === null) return await readPage(db, query, after);
    return await withStatementTimeout(db, statementTimeoutMs, (tx) => readPage(tx, query, after));
  } catch (err) {
    throw isStatementCanceled(err) ? AppError.searchTooSlow() : err;
  }
}

async function readPage(db: Database, query: Query, after: Cursor | null): Promise<ListingPage> {
  const words = searchWords(query.q);
  let mode: TextMode = after?.m ?? 'words';
  // Text made only of punctuation searches for nothing in particular: every listing.
  let tsquery = words.length === 0 ? null : mode === 'words' ? prefixQuery(words) : await similarWords(db, words);
  // Words that find nothing for sure: no similar words, or (a typo, mostly) a word no listing's word starts with.
  const searchable = words.length === 0 || (tsquery !== null && (mode === 'fuzzy' || (await wordsUsed(db, words))));
  let rows = searchable ? await searchListingRows(db, query, tsquery) : [];
  if (rows.length === 0 && !after && words.length > 0 && mode === 'words') {
    mode = 'fuzzy';
    tsquery = await similarWords(db, words);
    if (tsquery) rows = await searchListingRows(db, query, tsquery);
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ k: query.sort === 'start' ? last.startKey : last.createdKey, id: last.id, m: mode })
      : null;
  return {
    items: page.map(({ startKey: _startKey, createdKey: _createdKey, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
