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

/** Keyset position: fit, creation time to the microsecond, id. */
type Cursor = { f: number; k: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decode(value: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    const valid =
      Number.isInteger(c.f) &&
      c.f >= 0 &&
      c.f < 1000 &&
      typeof c.k === 'string' &&
      INSTANT.test(c.k) &&
      isCalendarDate(c.k.slice(0, 10)) &&
      typeof c.id === 'string' &&
      UUID.test(c.id);
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
 * One SQL statement behind a search request (one row more than the page, to know if there is a
 * next). Exported so the benchmark can run the same SQL bare.
 */
export function searchCandidatesQuery(
  db: Database,
  filters: CandidateSearchFilters,
  today: Date = new Date(),
  listing?: ListingRequirements,
  stems: string[][] = [],
) {
  const { where, score } = candidateSearchConditions(filters, today, listing, stems);
  const fit = score ?? sql<number>`0`;
  const after = filters.cursor ? decode(filters.cursor) : null;
  const byFit = filters.sort === 'fit' && score !== null;
  const newer = (c: Cursor) => sql`(${p.createdAt}, ${p.userId}) < (${c.k}::timestamptz, ${c.id}::uuid)`;
  const keyset = after
    ? byFit
      ? sql`(${fit} < ${after.f} or (${fit} = ${after.f} and ${newer(after)}))`
      : newer(after)
    : undefined;
  // Only what the covering index holds (migration 0015), so a broad search reads the index and not
  // the wide profile rows; the page's profiles, names and photos are read afterwards for its rows alone.
  return db
    .select({
      userId: p.userId,
      fit: sql<number>`${fit}`.mapWith(Number),
      createdKey: sql<string>`to_char(${p.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(p)
    .where(and(where, keyset))
    .orderBy(...(byFit ? [sql`${fit} desc`] : []), desc(p.createdAt), desc(p.userId))
    .limit(filters.limit + 1);
}

/**
 * Find candidates (spec §1, §6): verified companies with a running trial or plan; approved,
 * shared profiles; anonymised unless the candidate is revealed to the company. The search
 * statement may run `statementTimeoutMs` on PostgreSQL; if it runs longer it is cancelled and the
 * search answers 503 "narrow your filters".
 */
export async function searchCandidates(
  { db, actor, statementTimeoutMs }: { db: Database; actor: Actor; statementTimeoutMs: number },
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
  // The one statement whose cost grows with the profiles has the time limit; the reads before and
  // after it look up one listing and the page's profiles by key.
  const rows = await withStatementTimeout(db, statementTimeoutMs, (tx) =>
    searchCandidatesQuery(tx, filters, new Date(), listing, stems),
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
      rows.length > filters.limit && last ? encode({ f: last.fit, k: last.createdKey, id: last.userId }) : null,
  };
}
