import type { CandidateSearchFilters, CandidateSearchResult } from '@azubi/shared/candidates/candidate-search';
import { isCalendarDate } from '@azubi/shared/listings/listing';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isStatementCanceled } from '../../db/errors';
import { withStatementTimeout } from '../../db/statement-timeout';
import { candidateProfiles as p, listings, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { searchWords } from '../listings';
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
  // The filters alone (what a walk over searchable profiles still has to test).
  return { where: and(...where)!, filtersOnly: and(...where.slice(1)), score, words: words.length > 0 };
}

/**
 * How many matches, newest first, one fit ranking covers at most (ADR 0007, issue 29). No index
 * holds the fit (it depends on what the employer asks), so ranking every match meant reading and
 * sorting all of them: 19,000 rows for `minGermanLevel=B2` at 50,000 profiles, and growing with the
 * table. `sort=fit` ranks a window of the newest matches best fit first (`FIT_WINDOW` of them, or
 * those among the profiles one walk read); when the pages have shown them all, the next window of
 * older matches follows, again best fit first. A search never reads more than a window, and every
 * match is still reached, once.
 */
export const FIT_WINDOW = 400;

/**
 * A walk that read its whole budget and found at least this many matches (the largest page and
 * one more) makes a window of them, smaller than `FIT_WINDOW`: filters matching one profile in a
 * hundred or more are ranked walk by walk and never narrowed (at 500,000 profiles the narrowing of
 * `visaRequired=false&minGermanLevel=C1` read every C1 and C2 profile).
 */
export const FIT_WINDOW_LEAST = 51;

/**
 * How many searchable profiles, newest first, a search reads before it gives up walking and
 * narrows through the filters' indexes instead (as listing search does, ADR 0007): 4,000 entries
 * of the covering index cost a few milliseconds, and filters that fill a fit window from them
 * match one profile in ten or more. Words are tested on the profile rows themselves (the search
 * vector is too wide for the covering index), so their walk reads fewer: `WORDS_WALK_BUDGET`.
 */
export const WALK_BUDGET = 4000;
export const WORDS_WALK_BUDGET = 1600;

/** What a search reads of each profile: the covering index's columns (migration 0015). */
const COVERED = [
  'user_id',
  'created_at',
  'german_level',
  'certificate_type',
  'country',
  'location',
  'date_of_birth',
  'available_from',
  'willing_to_relocate',
  'drivers_license',
  'work_permit_available',
  'visa_required',
  'program_interests',
  'ausbildung_fields',
  'fsj_sectors',
];
const columnsRead = (words: boolean) =>
  sql.raw([...COVERED, ...(words ? ['search_vector'] : [])].map((column) => `"${column}"`).join(', '));

type Position = { k: string; id: string };
const olderThan = (at: Position | undefined) =>
  at ? sql`(${p.createdAt}, ${p.userId}) < (${at.k}::timestamptz, ${at.id}::uuid)` : undefined;

type SearchRow = { userId: string; fit: number; createdKey: string };

/**
 * One statement: the newest `size` matches older than `from`, with their fit, by one of two plans:
 * - `walk`: the next `walkBudget` searchable profiles newest first (the covering index, read
 *   alone unless words need the search vector), then the filters over those. Exact when it finds
 *   `size`, since those profiles are a prefix of the whole order.
 * - `narrow`: the filters first, through their indexes (GIN for fields, programs and words, the
 *   level, country and city indexes), then the order; written `+ interval '0 s'` so that no index
 *   serves it, or the planner would walk the newest-first index for matches the walk has just
 *   shown to be rare.
 * Exported so the benchmark can run and explain the same SQL.
 */
export function searchCandidatesQuery(
  filters: CandidateSearchFilters,
  today: Date,
  listing: ListingRequirements | undefined,
  stems: string[][],
  plan: 'walk' | 'narrow',
  { from, size, walkBudget = WALK_BUDGET }: { from?: Position; size: number; walkBudget?: number },
): SQL {
  const { where, filtersOnly, score, words } = candidateSearchConditions(filters, today, listing, stems);
  const as = sql.identifier('candidate_profiles');
  const fit = score ?? sql`0`;
  const key = createdKey(sql`${p.createdAt}`);
  return plan === 'walk'
    ? sql`select ${p.userId} as "userId", ${fit} as fit, ${key} as "createdKey" from (
        select ${columnsRead(words)} from ${p} where ${and(SEARCHABLE, olderThan(from))}
        order by ${p.createdAt} desc, ${p.userId} desc limit ${walkBudget}
      ) ${as} where ${filtersOnly ?? sql`true`} order by ${p.createdAt} desc, ${p.userId} desc limit ${size}`
    : sql`select ${p.userId} as "userId", ${fit} as fit, ${key} as "createdKey" from ${p}
        where ${and(where, olderThan(from))}
        order by ${p.createdAt} + interval '0 s' desc, ${p.userId} desc limit ${size}`;
}

const createdKey = (column: SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The newest matches older than `from`, and where the next fit window begins (none: these were the
 * last). A walk that finds `size` matches gives them. One that reads `walkBudget` profiles and
 * finds at least `enough` gives the matches among those profiles (the next window begins after the
 * last profile read). Otherwise the filters are rare: the narrowing gives the newest `size`.
 * Which of these answers depends only on `from`, so every page of a window sees the same window.
 */
async function newestMatches(
  db: Database,
  args: [CandidateSearchFilters, Date, ListingRequirements | undefined, string[][]],
  from: Position | undefined,
  { size, enough, walkBudget }: { size: number; enough: number; walkBudget: number },
): Promise<{ rows: SearchRow[]; next?: Position }> {
  const rows = async (statement: SQL) =>
    ((await db.execute(statement)) as unknown as { rows: SearchRow[] }).rows.map((row) => ({
      ...row,
      fit: Number(row.fit),
    }));
  const last = (found: SearchRow[]) => ({ k: found.at(-1)!.createdKey, id: found.at(-1)!.userId });
  const walked = await rows(searchCandidatesQuery(...args, 'walk', { from, size, walkBudget }));
  if (walked.length >= size) return { rows: walked, next: last(walked) };
  // How many profiles the walk read (fewer than the budget: it has seen them all) and the oldest.
  const read = (await db.execute(
    sql`select count(*) over ()::int as n, ${createdKey(sql`${p.createdAt}`)} as k, ${p.userId} as id
      from (select ${p.createdAt}, ${p.userId} from ${p} where ${and(SEARCHABLE, olderThan(from))}
        order by ${p.createdAt} desc, ${p.userId} desc limit ${walkBudget}) ${sql.identifier('candidate_profiles')}
      order by ${p.createdAt}, ${p.userId} limit 1`,
  )) as unknown as { rows: { n: number; k: string; id: string }[] };
  const oldest = read.rows[0];
  if (!oldest || Number(oldest.n) < walkBudget) return { rows: walked };
  if (walked.length >= enough) return { rows: walked, next: { k: oldest.k, id: oldest.id } };
  // The narrowing starts from the filters' indexes, as bitmaps (several combine). Left to itself,
  // the planner walks a whole index of every searchable profile instead and tests each (the
  // covering index, which needs no table rows, or the matching job's `updated_at` index: 85 ms for
  // `fields=health&minGermanLevel=B2&country=MA` at 50,000 profiles), so plain and index-only
  // scans are off for this one statement (settings of this transaction, set back after it).
  await db.execute(
    sql`select set_config('enable_indexonlyscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
  );
  const narrowed = await rows(searchCandidatesQuery(...args, 'narrow', { from, size }));
  await db.execute(
    sql`select set_config('enable_indexonlyscan', 'on', true), set_config('enable_indexscan', 'on', true)`,
  );
  return { rows: narrowed, ...(narrowed.length >= size && { next: last(narrowed) }) };
}

const byFit = (a: SearchRow, b: SearchRow) =>
  b.fit - a.fit || (a.createdKey < b.createdKey ? 1 : a.createdKey > b.createdKey ? -1 : a.userId < b.userId ? 1 : -1);

/**
 * A page of search rows (one more than the page, to know there is a next) and, per row, the fit
 * window it came from. Newest first: the matches from the cursor on. `sort=fit`: the fit window
 * (the newest `fitWindow` matches older than the window's start), best fit first, from the cursor
 * on; when the page runs past the end of a full window, the next window follows.
 */
export async function searchCandidateRows(
  db: Database,
  filters: CandidateSearchFilters,
  today: Date,
  listing: ListingRequirements | undefined,
  stems: string[][],
  {
    fitWindow = FIT_WINDOW,
    walkBudget = candidateSearchConditions(filters, today, listing, stems).words ? WORDS_WALK_BUDGET : WALK_BUDGET,
  }: { fitWindow?: number; walkBudget?: number } = {},
): Promise<{ rows: SearchRow[]; windows: (Position | undefined)[] }> {
  const after = filters.cursor ? decode(filters.cursor) : null;
  const args = [filters, today, listing, stems] as [
    CandidateSearchFilters,
    Date,
    ListingRequirements | undefined,
    string[][],
  ];
  const wanted = filters.limit + 1;
  if (filters.sort !== 'fit' || candidateSearchConditions(...args).score === null) {
    const { rows } = await newestMatches(db, args, after ? { k: after.k, id: after.id } : undefined, {
      size: wanted,
      enough: wanted,
      walkBudget,
    });
    return { rows, windows: rows.map(() => undefined) };
  }
  let start: Position | undefined = after?.wk && after.wid ? { k: after.wk, id: after.wid } : undefined;
  const rows: SearchRow[] = [];
  const windows: (Position | undefined)[] = [];
  for (let first = true; ; first = false) {
    // A window of the walk's matches needs at least the largest page, whatever page asks.
    const window = await newestMatches(db, args, start, {
      size: fitWindow,
      enough: Math.min(fitWindow, FIT_WINDOW_LEAST),
      walkBudget,
    });
    // The cursor's position applies within the window it came from; a next window starts at its top.
    const ranked = window.rows
      .filter(
        (row) =>
          !first ||
          !after ||
          row.fit < after.f ||
          (row.fit === after.f && (row.createdKey < after.k || (row.createdKey === after.k && row.userId < after.id))),
      )
      .sort(byFit)
      .slice(0, wanted - rows.length);
    rows.push(...ranked);
    windows.push(...ranked.map(() => start));
    if (rows.length >= wanted || !window.next) break;
    start = window.next;
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
    companyId,
    statementTimeoutMs,
    fitWindow = FIT_WINDOW,
    walkBudget,
  }: { db: Database; companyId: string; statementTimeoutMs: number; fitWindow?: number; walkBudget?: number },
  filters: CandidateSearchFilters,
): Promise<CandidateSearchResult> {
  await requireCandidateSearch(db, companyId);
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
    searchCandidateRows(tx, filters, new Date(), listing, stems, { fitWindow, ...(walkBudget && { walkBudget }) }),
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
