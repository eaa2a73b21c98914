import type { BrowseQuerySchema, ListingPage } from '@azubi/shared/listings/listing';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { companies, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';

type Query = z.output<typeof BrowseQuerySchema>;

/**
 * How the text was matched: `words` (prefix words, the normal case) or `fuzzy` (trigram
 * similarity, used only when the words match nothing, so a typo still finds its listing).
 */
export type TextMode = 'words' | 'fuzzy';
type Cursor = { k: string; id: string; m?: TextMode };

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decode(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    const valid =
      typeof parsed.k === 'string' &&
      typeof parsed.id === 'string' &&
      /^[0-9a-f-]{36}$/.test(parsed.id) &&
      (parsed.m === undefined || parsed.m === 'words' || parsed.m === 'fuzzy');
    if (!valid) throw new Error('bad cursor');
    return parsed;
  } catch {
    throw AppError.badRequest();
  }
}

/** Words of the search text as a prefix query: "Pflege ham" → pflege:* & ham:*. */
export function prefixQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export const listingSummaryColumns = {
  id: listings.id,
  title: listings.title,
  companyName: companies.name,
  companyId: companies.id,
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

/** Fuzzy matching looks at no more than this many similar listings: typos are rare, the cost stays bounded. */
const FUZZY_CANDIDATES = 500;

function textCondition(text: string, mode: TextMode): SQL {
  const tsquery = prefixQuery(text);
  if (mode === 'words' && tsquery) return sql`${listings.searchVector} @@ to_tsquery('simple', ${tsquery})`;
  // The inner LIMIT keeps the subquery from being flattened: it runs on the trigram index first.
  return sql`${listings.id} in (select fuzzy.id from (select l.id from listings l where ${text.toLowerCase()} <% l.search_text and l.is_active limit ${FUZZY_CANDIDATES}) fuzzy)`;
}

/** The WHERE clause of a browse query. */
export function browseConditions(query: Query, mode: TextMode = 'words'): SQL | undefined {
  const text = query.q?.trim();
  return and(
    eq(listings.isActive, true),
    text ? textCondition(text, mode) : undefined,
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
 * (prefix words, so German compounds and English words are both found; trigram similarity when the
 * words match nothing, so typos still find), filters, and three sorts, a page at a time with a
 * keyset cursor so "load more" never repeats or skips a listing.
 */
export async function searchListings({ db }: { db: Database }, query: Query): Promise<ListingPage> {
  const after = query.cursor ? decode(query.cursor) : null;
  let mode: TextMode = after?.m ?? 'words';
  let rows = await searchListingsQuery(db, query, mode);
  if (rows.length === 0 && !after && query.q?.trim() && mode === 'words') {
    mode = 'fuzzy';
    rows = await searchListingsQuery(db, query, mode);
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encode({ k: query.sort === 'start' ? last.startKey : last.createdAt.toISOString(), id: last.id, m: mode })
      : null;
  return {
    items: page.map(({ startKey: _startKey, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor,
  };
}

/**
 * One SQL statement behind a browse request (one row more than the page, to know if there is a
 * next). Exported so the benchmark can run the same SQL bare.
 */
export function searchListingsQuery(db: Database, query: Query, mode: TextMode = 'words') {
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
    .select({ ...listingSummaryColumns, startKey: sql<string>`to_char(${START_KEY}, 'YYYY-MM-DD')` })
    .from(listings)
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(and(browseConditions(query, mode), keyset))
    .orderBy(...order)
    .limit(query.limit + 1);
}
