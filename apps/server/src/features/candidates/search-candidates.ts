import type { CandidateSearchFilters, CandidateSearchResult } from '@azubi/shared/candidates/candidate-search';
import { isCalendarDate } from '@azubi/shared/listings/listing';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isStatementCanceled } from '../../db/errors';
import { withStatementTimeout } from '../../db/statement-timeout';
import { candidateProfiles as p, listings, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../auth/session';
import { searchWords } from '../listings/search-listings';
import { requireCandidateSearch } from './candidate-access';
import { candidateCard } from './candidate-card';
import { disclosuresFor } from './candidate-disclosure';

/**
 * Keyset position: fit, creation time to the microsecond, id; with `sort=fit`, also where the
 * page's fit window begins (`wk`, `wid`: the window holds the matches older than that; none for
 * the first window). See `FIT_WINDOW`.
 */
type Cursor = { f: number; k: string; id: string; wk?: string; wid?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const isInstant = (value: unknown) =>
  typeof value === 'string' && INSTANT.test(value) && isCalendarDate(value.slice(0, 10));
const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decode(value: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    const valid =
      Number.isInteger(c.f) &&
      c.f >= 0 &&
      c.f < 1000 &&
      isInstant(c.k) &&
      typeof c.id === 'string' &&
      UUID.test(c.id) &&
      // A window start is both parts or none.
      (c.wk === undefined ? c.wid === undefined : isInstant(c.wk) && typeof c.wid === 'string' && UUID.test(c.wid));
    if (!valid) throw new Error('bad cursor');
    return c;
  } catch {
    throw AppError.badRequest();
  }
}

/** YYYY-MM-DD of `today` moved back by whole years (29 February falls to 28 February). */
function yearsBefore(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  if (date.getUTCMonth() !== today.getUTCMonth()) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** What a listing asks of a candidate, as far as profiles can tell (`sort=fit` with `listingId`). */
export type ListingRequirements = Pick<
  typeof listings.$inferSelect,
  'programType' | 'category' | 'sector' | 'germanLevelRequired' | 'location' | 'startDate'
>;

/** Fit terms of a listing's requirements; each is true or false (never null), none narrows. */
function listingFit(listing: ListingRequirements): SQL[] {
  const met = (condition: SQL) => sql`coalesce(${condition}, false)`;
  const terms = [
    met(sql`${p.germanLevel} >= ${listing.germanLevelRequired}::german_level`),
    met(sql`${p.programInterests} @> array[${listing.programType}]::program_type[]`),
    met(sql`lower(${p.location}) = lower(${listing.location}) or ${p.willingToRelocate}`),
  ];
  if (listing.programType === 'ausbildung') {
    if (listing.category !== 'other') terms.push(met(sql`${listing.category} = any(${p.ausbildungFields})`));
  } else if (listing.sector) terms.push(met(sql`${listing.sector} = any(${p.fsjSectors})`));
  if (listing.startDate) terms.push(met(sql`${p.availableFrom} <= ${listing.startDate}::date`));
  return terms;
}

/**
 * The stems of the search words in English and in German (the 'english_stem' and 'german_stem'
 * Snowball dictionaries, as the profiles' `search_vector` holds them; migration 0038), one list per
 * word: "nurse" → nurs, "erfahrungen" → erfahr. A stop word of a language has no stem there.
 */
export async function wordStems(db: Database, words: string[]): Promise<string[][]> {
  if (!words.length) return [];
  const result = await db.execute(
    sql`select coalesce(ts_lexize('english_stem', w), '{}') || coalesce(ts_lexize('german_stem', w), '{}') as stems
      from unnest(${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[]) with ordinality as t(w, i) order by i`,
  );
  return (result as unknown as { rows: { stems: string[] }[] }).rows.map((row) => row.stems);
}

/** A stem this short matches only itself; a longer one is a prefix, as German compounds need ("pfleg" → "pflegekraft"). */
const SHORTEST_PREFIX_STEM = 4;

/**
 * The words as one text query over `search_vector`: each word by its own prefix or by one of its
 * stems ("nurse" → 'nurse':* | 'nurs':*), all words together; `weight` limits them to skills (A).
 */
export function stemmedQuery(words: string[], stems: string[][], weight = ''): string {
  return words
    .map((word, i) => {
      const alternatives = new Set([`'${word}':*${weight}`]);
      for (const stem of stems[i] ?? []) {
        if (!/^[\p{L}\p{N}]+$/u.test(stem) || stem === word) continue;
        alternatives.add(
          stem.length >= SHORTEST_PREFIX_STEM ? `'${stem}':*${weight}` : `'${stem}'${weight ? `:${weight}` : ''}`,
        );
      }
      return alternatives.size > 1 ? `(${[...alternatives].join(' | ')})` : [...alternatives][0];
    })
    .join(' & ');
}

const SEARCHABLE = sql`${p.approvalStatus} = 'approved' and ${p.shareProfile}`;

/**
 * The filters (each narrows) and the fit (how many asked values a candidate meets) as SQL over
 * `candidate_profiles`. Only approved, shared profiles, which is also the condition of every
 * search index (schema/candidates.ts), so the planner can use them.
 */
export function candidateSearchConditions(
  filters: CandidateSearchFilters,
  today: Date = new Date(),
  listing?: ListingRequirements,
  stems: string[][] = [],
) {
  const where: SQL[] = [SEARCHABLE];
  const fit: SQL[] = listing ? listingFit(listing) : [];
  if (filters.programs?.length) {
    const programs = sql`array[${sql.join(
      filters.programs.map((x) => sql`${x}`),
      sql`, `,
    )}]::program_type[]`;
    where.push(sql`${p.programInterests} && ${programs}`);
    if (filters.programs.length > 1)
      for (const program of filters.programs)
        fit.push(sql`(${p.programInterests} @> array[${program}]::program_type[])`);
  }
  if (filters.minGermanLevel) {
    where.push(sql`${p.germanLevel} >= ${filters.minGermanLevel}::german_level`);
    fit.push(sql`(${p.germanLevel} > ${filters.minGermanLevel}::german_level)`);
  }
  if (filters.certificateTypes?.length) {
    where.push(
      sql`${p.certificateType} in (${sql.join(
        filters.certificateTypes.map((x) => sql`${x}::certificate_type`),
        sql`, `,
      )})`,
    );
  }
  if (filters.fields?.length) {
    const fields = sql`array[${sql.join(
      filters.fields.map((x) => sql`${x}`),
      sql`, `,
    )}]::text[]`;
    where.push(sql`(${p.ausbildungFields} && ${fields} or ${p.fsjSectors} && ${fields})`);
    if (filters.fields.length > 1)
      for (const field of filters.fields)
        fit.push(sql`(${field} = any(${p.ausbildungFields}) or ${field} = any(${p.fsjSectors}))`);
  }
  if (filters.location) {
    const here = sql`lower(${p.location}) = lower(${filters.location})`;
    if (filters.willingToRelocate) {
      where.push(sql`(${here} or ${p.willingToRelocate})`);
      fit.push(sql`coalesce(${here}, false)`);
    } else where.push(here);
  } else if (filters.willingToRelocate) where.push(sql`${p.willingToRelocate}`);
  if (filters.availableBy) where.push(sql`${p.availableFrom} <= ${filters.availableBy}::date`);
  if (filters.minAge !== undefined) where.push(sql`${p.dateOfBirth} <= ${yearsBefore(today, filters.minAge)}::date`);
  if (filters.maxAge !== undefined) where.push(sql`${p.dateOfBirth} > ${yearsBefore(today, filters.maxAge + 1)}::date`);
  if (filters.driversLicense) where.push(sql`${p.driversLicense}`);
  if (filters.workPermit) where.push(sql`${p.workPermitAvailable}`);
  // "No visa needed" is a stated permit or free movement, never an unanswered question (issue 28.5).
  if (filters.visaRequired === true) where.push(sql`${p.visaRequired}`);
  if (filters.visaRequired === false) where.push(sql`${p.workPermitAvailable}`);
  if (filters.country) where.push(sql`${p.country} = ${filters.country}`);
  const words = searchWords(filters.q);
  if (words.length) {
    where.push(sql`${p.searchVector} @@ to_tsquery('simple', ${stemmedQuery(words, stems)})`);
    // Words found among the skills (weight A) rather than only in the bio.
    fit.push(sql`(${p.searchVector} @@ to_tsquery('simple', ${stemmedQuery(words, stems, 'A')}))`);
  }
  const score = fit.length
    ? sql<number>`(${sql.join(
        fit.map((term) => sql`${term}::int`),
        sql` + `,
      )})`
    : null;
  return { where: and(...where)!, score };
}

/**
 * How many matches, newest first, one fit ranking covers (ADR 0007, issue 29). No index holds the
 * fit (it depends on what the employer asks), so ranking every match meant reading and sorting all
 * of them: 19,000 rows for `minGermanLevel=B2` at 50,000 profiles, and growing with the table.
 * `sort=fit` ranks the newest `FIT_WINDOW` matches best fit first; when the pages have shown them
 * all, the next `FIT_WINDOW` older matches follow, again best fit first. A search never reads more
 * than one window (and the filters' own index entries), and every match is still reached.
 */
export const FIT_WINDOW = 1000;

const newerThan = (k: string, id: string) => sql`(${p.createdAt}, ${p.userId}) < (${k}::timestamptz, ${id}::uuid)`;

const createdKey = (column: SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type SearchRow = { userId: string; fit: number; createdKey: string };

/**
 * The SQL behind a search request (one row more than the page, to know if there is a next).
 * Exported so the benchmark can run the same SQL bare.
 * - Newest first (or a fit without terms): the filters in creation order from the cursor on; the
 *   planner walks the covering index (migration 0015) or starts from a filter's index.
 * - `sort=fit`: the fit window (the newest `fitWindow` matches older than the window start), then
 *   within it best fit first, newest first, from the cursor on.
 * Only what the covering index holds is read (and the search vector for words), so a broad search
 * reads the index and not the wide profile rows; the page's profiles, names and photos are read
 * afterwards for its rows alone.
 */
export function searchCandidatesQuery(
  db: Database,
  filters: CandidateSearchFilters,
  today: Date = new Date(),
  listing?: ListingRequirements,
  stems: string[][] = [],
  window: { start?: { k: string; id: string }; size?: number } = {},
) {
  const { where, score } = candidateSearchConditions(filters, today, listing, stems);
  const after = filters.cursor ? decode(filters.cursor) : null;
  if (filters.sort !== 'fit' || score === null) {
    return db
      .select({ userId: p.userId, fit: sql<number>`0`.mapWith(Number), createdKey: createdKey(sql`${p.createdAt}`) })
      .from(p)
      .where(and(where, after ? newerThan(after.k, after.id) : undefined))
      .orderBy(desc(p.createdAt), desc(p.userId))
      .limit(filters.limit + 1);
  }
  const start = window.start ?? (after?.wk && after.wid ? { k: after.wk, id: after.wid } : undefined);
  const ranked = db
    .select({ userId: p.userId, createdAt: p.createdAt, fit: sql<number>`${score}`.as('fit') })
    .from(p)
    .where(and(where, start ? newerThan(start.k, start.id) : undefined))
    .orderBy(desc(p.createdAt), desc(p.userId))
    .limit(window.size ?? FIT_WINDOW)
    .as('ranked');
  // The cursor's keyset applies within the window it came from; a new window starts at its top.
  const keyset =
    after && !window.start
      ? sql`(${ranked.fit} < ${after.f} or (${ranked.fit} = ${after.f} and (${ranked.createdAt}, ${ranked.userId}) < (${after.k}::timestamptz, ${after.id}::uuid)))`
      : undefined;
  return db
    .select({
      userId: ranked.userId,
      fit: sql<number>`${ranked.fit}`.mapWith(Number),
      createdKey: createdKey(sql`${ranked.createdAt}`),
    })
    .from(ranked)
    .where(keyset)
    .orderBy(desc(ranked.fit), desc(ranked.createdAt), desc(ranked.userId))
    .limit(filters.limit + 1);
}

/** How many matches a fit window holds and where its oldest one is (the next window's start). */
function fitWindowEnd(
  db: Database,
  filters: CandidateSearchFilters,
  today: Date,
  listing: ListingRequirements | undefined,
  stems: string[][],
  start: { k: string; id: string } | undefined,
  size: number,
) {
  const { where } = candidateSearchConditions(filters, today, listing, stems);
  const windowRows = db
    .select({ userId: p.userId, createdAt: p.createdAt })
    .from(p)
    .where(and(where, start ? newerThan(start.k, start.id) : undefined))
    .orderBy(desc(p.createdAt), desc(p.userId))
    .limit(size)
    .as('window_rows');
  return db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      k: createdKey(sql`min(${windowRows.createdAt})`),
      id: sql<string>`(array_agg(${windowRows.userId} order by ${windowRows.createdAt}, ${windowRows.userId}))[1]`,
    })
    .from(windowRows);
}

/**
 * A page of search rows and the window the next page continues in: with `sort=fit`, when the page
 * runs past the end of a full window, it goes on with the next window (see `FIT_WINDOW`).
 */
export async function searchCandidateRows(
  db: Database,
  filters: CandidateSearchFilters,
  today: Date,
  listing: ListingRequirements | undefined,
  stems: string[][],
  fitWindow = FIT_WINDOW,
): Promise<{ rows: SearchRow[]; windows: ({ k: string; id: string } | undefined)[] }> {
  const after = filters.cursor ? decode(filters.cursor) : null;
  let start = after?.wk && after.wid ? { k: after.wk, id: after.wid } : undefined;
  const rows: SearchRow[] = [];
  // The window each row came from, so the cursor after the page's last row names it.
  const windows: ({ k: string; id: string } | undefined)[] = [];
  let first = true;
  const ranksByFit = filters.sort === 'fit' && candidateSearchConditions(filters, today, listing, stems).score !== null;
  for (;;) {
    const found = await searchCandidatesQuery(
      db,
      { ...filters, limit: filters.limit - rows.length },
      today,
      listing,
      stems,
      first ? { size: fitWindow } : { start, size: fitWindow },
    );
    rows.push(...found);
    windows.push(...found.map(() => start));
    if (rows.length > filters.limit || !ranksByFit) break;
    // The window ran out before the page filled: was it full (so older matches follow)?
    const [end] = await fitWindowEnd(db, filters, today, listing, stems, start, fitWindow);
    if (!end || end.n < fitWindow) break;
    start = { k: end.k, id: end.id };
    first = false;
  }
  return { rows, windows };
}

/**
 * Find candidates (spec §1, §6): verified companies with a running trial or plan; approved,
 * shared profiles; anonymised unless the candidate is revealed to the company. The search
 * statement may run `statementTimeoutMs` on PostgreSQL; if it runs longer it is cancelled and the
 * search answers 503 "narrow your filters".
 */
export async function searchCandidates(
  {
    db,
    actor,
    statementTimeoutMs,
    fitWindow = FIT_WINDOW,
  }: { db: Database; actor: Actor; statementTimeoutMs: number; fitWindow?: number },
  filters: CandidateSearchFilters,
): Promise<CandidateSearchResult> {
  const { companyId } = await requireCandidateSearch(db, actor);
  let listing: ListingRequirements | undefined;
  if (filters.listingId) {
    [listing] = await db
      .select({
        programType: listings.programType,
        category: listings.category,
        sector: listings.sector,
        germanLevelRequired: listings.germanLevelRequired,
        location: listings.location,
        startDate: listings.startDate,
      })
      .from(listings)
      .where(and(eq(listings.id, filters.listingId), eq(listings.companyId, companyId)));
    // Another company's listing is as unknown as one that does not exist.
    if (!listing) throw new AppError(404, 'NOT_FOUND', 'listings.notFound');
  }
  const stems = await wordStems(db, searchWords(filters.q));
  // The statements whose cost grows with the profiles have the time limit; the reads before and
  // after them look up one listing and the page's profiles by key.
  const { rows, windows } = await withStatementTimeout(db, statementTimeoutMs, (tx) =>
    searchCandidateRows(tx, filters, new Date(), listing, stems, fitWindow),
  ).catch((err: unknown) => {
    throw isStatementCanceled(err) ? AppError.searchTooSlow() : err;
  });
  const page = rows.slice(0, filters.limit);
  const ids = page.map((row) => row.userId);
  const found = ids.length
    ? await db
        .select({ profile: p, name: users.name, image: users.image })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(inArray(p.userId, ids))
    : [];
  const profiles = new Map(found.map((row) => [row.profile.userId, row] as const));
  // A profile changed between the two reads (no longer shared) is left out rather than shown.
  const shown = page.filter((row) => {
    const profile = profiles.get(row.userId)?.profile;
    return profile?.approvalStatus === 'approved' && profile.shareProfile;
  });
  const disclosures = await disclosuresFor(
    db,
    companyId,
    shown.map((row) => row.userId),
  );
  const last = page.at(-1);
  return {
    candidates: shown.map((row) => {
      const disclosure = disclosures.get(row.userId)!;
      const person = profiles.get(row.userId)!;
      return candidateCard(person.profile, person, {
        revealed: disclosure.revealed,
        saved: disclosure.relationship.saved,
        fit: row.fit,
      });
    }),
    nextCursor:
      rows.length > filters.limit && last
        ? encode({
            f: last.fit,
            k: last.createdKey,
            id: last.userId,
            ...(windows[page.length - 1] && { wk: windows[page.length - 1]!.k, wid: windows[page.length - 1]!.id }),
          })
        : null,
  };
}
