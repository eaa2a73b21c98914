import { isCalendarDate, type BrowseQuerySchema, type ListingPage } from '@azubi/shared/listings/listing';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isStatementCanceled } from '../../db/errors';
import { withStatementTimeout } from '../../db/statement-timeout';
import { companies, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';

type Query = z.output<typeof BrowseQuerySchema>;

/**
 * How the text was matched: `words` (prefix words, the normal case) or `fuzzy` (the most similar
 * known words, used only when the words match nothing, so a typo still finds its listing).
 */
export type TextMode = 'words' | 'fuzzy';
type Cursor = { k: string; id: string; m?: TextMode };

const isInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(value) &&
  isCalendarDate(value.slice(0, 10)) &&
  !Number.isNaN(Date.parse(value));
const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decode(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    const valid =
      typeof parsed.k === 'string' &&
      // A day (sort by start) or an instant (newest, oldest) that PostgreSQL can read.
      (isCalendarDate(parsed.k) || isInstant(parsed.k)) &&
      typeof parsed.id === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(parsed.id) &&
      (parsed.m === undefined || parsed.m === 'words' || parsed.m === 'fuzzy');
    if (!valid) throw new Error('bad cursor');
    return parsed;
  } catch {
    throw AppError.badRequest();
  }
}

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

async function similarWords(db: Database, words: string[]): Promise<string | null> {
  const result = await db.execute(similarWordsQuery(words));
  const rows = (result as unknown as { rows: { alternatives: (string | null)[] }[] }).rows;
  return similarWordsTsquery(words, rows[0]?.alternatives ?? []);
}

export const listingSummaryColumns = {
  id: listings.id,
  title: listings.title,
  companyName: companies.name,
  companyId: companies.id,
  companyVerified: sql<boolean>`${companies.verificationStatus} in ('verified', 'verified_manually')`,
  programType: listings.programType,
  category: listings.category,
  germanLevelRequired: listings.germanLevelRequired,
  location: listings.location,
  startDate: listings.startDate,
  durationYears: listings.durationYears,
  salaryMin: listings.salaryMin,
  salaryMax: listings.salaryMax,
  monthlyAllowance: listings.monthlyAllowance,
  sector: listings.sector,
  freeAccommodation: listings.freeAccommodation,
  visaSponsorship: listings.visaSponsorship,
  createdAt: listings.createdAt,
};

/** The WHERE clause of a browse query. */
export function browseConditions(query: Query, tsquery: string | null): SQL | undefined {
  return and(
    eq(listings.isActive, true),
    tsquery ? sql`${listings.searchVector} @@ ${tsquery}::tsquery` : undefined,
    query.location ? eq(listings.locationSlug, query.location) : undefined,
    query.category ? eq(listings.category, query.category) : undefined,
    query.programType ? eq(listings.programType, query.programType) : undefined,
    query.germanLevel ? lte(listings.germanLevelRequired, query.germanLevel) : undefined,
    query.startFrom ? gte(listings.startDate, query.startFrom) : undefined,
    query.startTo ? lte(listings.startDate, query.startTo) : undefined,
    query.visa ? eq(listings.visaSponsorship, true) : undefined,
    query.accommodation ? eq(listings.freeAccommodation, true) : undefined,
  );
}

const START_KEY = sql<string>`coalesce(${listings.startDate}, '9999-12-31'::date)`;

/**
 * The listing browser (spec §2): active listings only, text over title, description and company
 * (prefix words, so German compounds and English words are both found; when the words find
 * nothing, the most similar words listings use, so typos still find), filters, and three sorts, a
 * page at a time with a keyset cursor so "load more" never repeats or skips a listing.
 *
 * Each statement may run `statementTimeoutMs` on PostgreSQL; one that runs longer is cancelled
 * and the search answers 503 "narrow your filters", so no query shape holds the database.
 */
export async function searchListings(
  { db, statementTimeoutMs }: { db: Database; statementTimeoutMs: number },
  query: Query,
): Promise<ListingPage> {
  const after = query.cursor ? decode(query.cursor) : null;
  try {
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
  let rows = words.length > 0 && tsquery === null ? [] : await searchListingsQuery(db, query, tsquery);
  if (rows.length === 0 && !after && words.length > 0 && mode === 'words') {
    mode = 'fuzzy';
    tsquery = await similarWords(db, words);
    if (tsquery) rows = await searchListingsQuery(db, query, tsquery);
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encode({ k: query.sort === 'start' ? last.startKey : last.createdKey, id: last.id, m: mode })
      : null;
  return {
    items: page.map(({ startKey: _startKey, createdKey: _createdKey, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}

/**
 * One SQL statement behind a browse request (one row more than the page, to know if there is a
 * next). Exported so the benchmark can run the same SQL bare.
 */
export function searchListingsQuery(db: Database, query: Query, tsquery: string | null) {
  const after = query.cursor ? decode(query.cursor) : null;
  const keyset: SQL | undefined = after
    ? query.sort === 'newest'
      ? sql`(${listings.createdAt}, ${listings.id}) < (${after.k}::timestamptz, ${after.id}::uuid)`
      : query.sort === 'oldest'
        ? sql`(${listings.createdAt}, ${listings.id}) > (${after.k}::timestamptz, ${after.id}::uuid)`
        : sql`(${START_KEY}, ${listings.id}) > (${after.k}::date, ${after.id}::uuid)`
    : undefined;
  const order =
    query.sort === 'newest'
      ? [desc(listings.createdAt), desc(listings.id)]
      : query.sort === 'oldest'
        ? [asc(listings.createdAt), asc(listings.id)]
        : [asc(START_KEY), asc(listings.id)];

  return db
    .select({
      ...listingSummaryColumns,
      // Cursor keys as stored: the creation time to the microsecond (a JavaScript date keeps only
      // milliseconds, and listings created in the same millisecond would be skipped), the start day.
      createdKey: sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      startKey: sql<string>`to_char(${START_KEY}, 'YYYY-MM-DD')`,
    })
    .from(listings)
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(and(browseConditions(query, tsquery), keyset))
    .orderBy(...order)
    .limit(query.limit + 1);
}
