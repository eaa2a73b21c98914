import type { BrowseQuerySchema } from '@azubi/shared/listings/listing';
import { and, asc, desc, eq, gte, lte, sql, Subquery, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { companies, listings } from '../../db/schema';
import { decodeCursor } from './listing-cursor';
import { listingSummaryColumns } from './listing-summary-columns';

type Query = z.output<typeof BrowseQuerySchema>;

/**
 * The listing search's planner (ADR 0007): the conditions of a browse query and the two plans that
 * read a page of it, a walk along the sort's index or a narrowing through the filters' indexes.
 */

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

export const START_KEY = sql<string>`coalesce(${listings.startDate}, '9999-12-31'::date)`;

/**
 * How many listings, in the sort's order from the cursor on, a search reads before it gives up on
 * walking and narrows with the filter indexes instead (ADR 0007): 2,000 rows cost a few
 * milliseconds, and a search whose page is not among them matches under about 1 % of listings.
 */
export const WALK_BUDGET = 2000;

/**
 * The rows of one page (and one more, to know there is a next), whatever the filters match: first
 * a walk of the next `WALK_BUDGET` listings in the sort's order, which fills the page when the
 * filters match many listings (the common case: no filter, a common word, a big city); when it
 * does not, a longer walk when it found a few, else the narrowing statement, which starts from
 * the filters' indexes and sorts what they find. None reads more than a bounded part of the table,
 * so no combination of filters (ones that exclude each other, the most common words together)
 * costs a scan of every listing.
 */
export async function searchListingRows(db: Database, query: Query, tsquery: string | null, walkBudget = WALK_BUDGET) {
  const walked = await searchListingsQuery(db, query, tsquery, 'walk', walkBudget);
  if (walked.length > query.limit) return walked;
  // Fewer listings than the budget left from the cursor on: the walk has seen them all (the last
  // page of a long list), and the page is complete. Counted in the index the walk reads.
  const [left] = await walkedRange(db, query, walkBudget);
  if ((left?.n ?? 0) < walkBudget) return walked;
  // Some found, too few: the filters match a few in a thousand. A longer walk, as long as the
  // rate found promises a page (twice that, at most ten budgets), costs less than narrowing
  // through words that many listings share ("ausbildung", "team"), whose index entries run into
  // the hundreds of thousands.
  const wanted = query.limit + 1;
  // Only along the newest-first index itself, whose listings lie together on disk in the order they
  // were created; a filter's listings, or the order by start, are spread over the table.
  if (walked.length >= 2 && query.sort !== 'start' && !walkedFilter(query)) {
    const longer = Math.min(10 * walkBudget, Math.ceil(((2 * wanted) / walked.length) * walkBudget));
    const rewalked = await searchListingsQuery(db, query, tsquery, 'walk', longer);
    if (rewalked.length > query.limit) return rewalked;
  }
  return searchListingsQuery(db, query, tsquery, 'narrow');
}

/** The filters as browse facet tokens (migration 0028): `p:fsj`, `c:it`, `l:berlin`, `g:B1`, `visa`, `accommodation`. */
export function facetTokens(query: Query): string[] {
  return [
    query.programType && `p:${query.programType}`,
    query.category && `c:${query.category}`,
    query.location && `l:${query.location}`,
    query.germanLevel && `g:${query.germanLevel}`,
    query.visa && 'visa',
    query.accommodation && 'accommodation',
  ].filter((token): token is string => Boolean(token));
}

/** The listing columns a page reads: its summary and what the filters test. */
const PAGE_COLUMNS = sql.raw(
  [
    'id',
    'company_id',
    'title',
    'description',
    'program_type',
    'category',
    'german_level_required',
    'location',
    'location_slug',
    'start_date',
    'duration_years',
    'salary_min',
    'salary_max',
    'monthly_allowance',
    'sector',
    'free_accommodation',
    'visa_sponsorship',
    'is_active',
    'search_vector',
    'created_at',
  ]
    .map((column) => `"${column}"`)
    .join(', '),
);

/** From the cursor on, in the sort's order (keyset paging). */
function keysetCondition(query: Query): SQL | undefined {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (!after) return undefined;
  return query.sort === 'newest'
    ? sql`(${listings.createdAt}, ${listings.id}) < (${after.k}::timestamptz, ${after.id}::uuid)`
    : query.sort === 'oldest'
      ? sql`(${listings.createdAt}, ${listings.id}) > (${after.k}::timestamptz, ${after.id}::uuid)`
      : sql`(${START_KEY}, ${listings.id}) > (${after.k}::date, ${after.id}::uuid)`;
}

/**
 * The date window on the start-date index's expression (a listing without a date sorts last, as
 * 9999-12-31): `from` keeps those, the exact filter drops them; `to` is exact.
 */
function startWindow(query: Query): SQL | undefined {
  return and(
    query.startFrom ? gte(START_KEY, sql`${query.startFrom}::date`) : undefined,
    query.startTo ? lte(START_KEY, sql`${query.startTo}::date`) : undefined,
  );
}

/**
 * The sort; `index: false` writes its key so that no index can serve it (`+ 0` days or seconds),
 * which leaves the planner to start from the filters.
 */
function sortOrder(query: Query, index: boolean) {
  const key =
    query.sort === 'start'
      ? index
        ? START_KEY
        : sql`${START_KEY} + 0`
      : index
        ? sql`${listings.createdAt}`
        : sql`${listings.createdAt} + interval '0 s'`;
  return query.sort === 'newest' ? [desc(key), desc(listings.id)] : [asc(key), asc(listings.id)];
}

/**
 * What the walk reads: active listings from the cursor on; sorted by start, within the date
 * window; sorted by creation, within the one filter that has an index in that order (a city, both
 * offers, a field, a program: `listings_browse_*_idx`), so the walk's listings are that filter's
 * newest and a page of, say, IT places in Munich is found among Munich's listings. One filter
 * only: the index then returns exactly what the walk reads, never more than the budget.
 */
function walkConditions(query: Query): SQL | undefined {
  return and(
    eq(listings.isActive, true),
    keysetCondition(query),
    query.sort === 'start' ? startWindow(query) : walkedFilter(query),
  );
}

/** The filter whose index a walk by creation reads (see `walkConditions`), if any. */
function walkedFilter(query: Query): SQL | undefined {
  return query.location
    ? eq(listings.locationSlug, query.location)
    : query.visa && query.accommodation
      ? and(eq(listings.visaSponsorship, true), eq(listings.freeAccommodation, true))
      : query.category
        ? eq(listings.category, query.category)
        : query.programType
          ? eq(listings.programType, query.programType)
          : undefined;
}

/** How many listings the walk had to read from (at most the budget), counted in the index it walks. */
function walkedRange(db: Database, query: Query, walkBudget: number) {
  const range = db
    .select({ one: sql`1` })
    .from(listings)
    .where(walkConditions(query))
    .orderBy(...sortOrder(query, true))
    .limit(walkBudget)
    .as('walked');
  return db.select({ n: sql<number>`count(*)::int` }).from(range);
}

/**
 * One SQL statement behind a browse request (one row more than the page, to know if there is a
 * next), by one of two plans:
 * - `walk`: the next `WALK_BUDGET` active listings in the sort's order (its index, from the cursor
 *   on, within one indexed filter: `walkConditions`), then the other filters over those. Exact
 *   when it finds a full page, since those listings are a prefix of the whole order.
 * - `narrow`: the filters first, through the facet and text GIN indexes (and the start-date index
 *   for a date window), then the sort. Its ORDER BY is written so that no index can serve it (`+ 0`
 *   days or seconds), or the planner, guessing the filters common, would walk the sort index to
 *   its end looking for matches the walk has just shown to be rare.
 * Exported so the benchmark can print the plans.
 */
export function searchListingsQuery(
  db: Database,
  query: Query,
  tsquery: string | null,
  plan: 'walk' | 'narrow',
  walkBudget = WALK_BUDGET,
) {
  const columns = {
    ...listingSummaryColumns,
    // Cursor keys as stored: the creation time to the microsecond (a JavaScript date keeps only
    // milliseconds, and listings created in the same millisecond would be skipped), the start day.
    createdKey: sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    startKey: sql<string>`to_char(${START_KEY}, 'YYYY-MM-DD')`,
  };

  const facets = facetTokens(query);
  const as = sql.identifier('listings');
  const sort = (index: boolean) => sql.join(sortOrder(query, index), sql`, `);
  // The page's listings as a subquery named as the table, so the outer statement's columns read
  // it; their companies are joined to the page alone, not to every listing the narrowing sorts.
  // Written as SQL: the query builder spends most of a search's time in Node building it.
  const page = new Subquery(
    plan === 'walk'
      ? sql`select * from (
          select ${PAGE_COLUMNS} from ${listings} where ${walkConditions(query)} order by ${sort(true)} limit ${walkBudget}
        ) ${as} where ${browseConditions(query, tsquery)} order by ${sort(true)} limit ${query.limit + 1}`
      : sql`select ${PAGE_COLUMNS} from ${listings} where ${and(
          browseConditions(query, tsquery),
          keysetCondition(query),
          startWindow(query),
          facets.length ? sql`${listings.browseFacets} @> ${sql.param(facets)}::text[]` : undefined,
        )} order by ${sort(false)} limit ${query.limit + 1}`,
    // drizzle wants a selection to accept a subquery; the statement's own columns are `columns`.
    { id: listings.id },
    'listings',
  );
  // Each of the page's listings looks its company up by key (named as the table, so the columns
  // read it; LIMIT keeps the planner from turning it into a join, which read every company into a
  // hash for 21 listings).
  const company = db
    .select({ id: companies.id, name: companies.name, verificationStatus: companies.verificationStatus })
    .from(companies)
    .where(eq(companies.id, listings.companyId))
    .limit(1)
    .as('companies');
  return db
    .select(columns)
    .from(page)
    .innerJoinLateral(company, sql`true`)
    .orderBy(...sortOrder(query, true));
}
