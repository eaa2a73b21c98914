import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, paidPeriods, subscriptions } from '../../db/schema';
import { accessStateOf } from '../billing';
import {
  CANDIDATE_CONDITIONS,
  CANDIDATE_FIELD_KEYS,
  CANDIDATE_SCORE,
  candidateProfileRelation,
  CHECK_OVERLAP,
  LISTING_FIELD_KEY,
  LISTING_PLACE_KEY,
  TRAINING_CONDITIONS,
  TRAINING_KEYS,
  TRAINING_SCORE,
} from './match-sql';

/** Profiles matched per statement: bounds each statement's work and memory, whatever the number of profiles. */
export const PROFILES_PER_STATEMENT = { training: 200, candidate: 50 } as const;

type Rows<T> = { rows: T[] };
export const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/**
 * Companies that may get candidate matches now: verified, with a running trial or plan (the one
 * access rule, `accessStateOf`, at each company's clock). Read in three statements for all
 * companies that keep active search profiles.
 */
export async function companiesReceivingMatches(db: Database, companyIds?: string[]): Promise<string[]> {
  const ids =
    companyIds ??
    rowsOf<{ company_id: string }>(
      await db.execute(sql`select distinct company_id from candidate_search_profiles where is_active`),
    ).map((r) => r.company_id);
  if (ids.length === 0) return [];
  const [rows, subs, periods] = await Promise.all([
    db
      .select({ id: companies.id, verificationStatus: companies.verificationStatus })
      .from(companies)
      .where(inArray(companies.id, ids)),
    db.select().from(subscriptions).where(inArray(subscriptions.companyId, ids)),
    db.select().from(paidPeriods).where(inArray(paidPeriods.companyId, ids)),
  ]);
  const subBy = new Map(subs.map((s) => [s.companyId, s]));
  return rows
    .filter(
      (company) =>
        accessStateOf({
          company,
          subscription: subBy.get(company.id) ?? null,
          periods: periods.filter((p) => p.companyId === company.id),
        }).canSearchCandidates,
    )
    .map((company) => company.id);
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Runs one chunk's statement with PostgreSQL's JIT compilation off: the planner's cost estimate of
 * these joins is high enough to trigger it, and compiling took longer than the statement saved.
 */
function withoutJit(db: Database, statement: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(statement);
  });
}

/**
 * Records the listings that newly fit the given training search profiles: active profiles of
 * candidates whose own profile is approved; for a profile checked before, only listings changed
 * since its last check (less CHECK_OVERLAP); each (profile, listing) once (the unique index, ON
 * CONFLICT DO NOTHING), so a run repeated, or run by two workers at once, records nothing twice.
 * A profile's first check (after creation or an edit) records its matches as already told: the
 * candidate is looking at them. Sets each profile's `last_checked_at` to the statement's start.
 * Returns how many matches were recorded.
 */
export async function findTrainingMatches(db: Database, profileIds: string[]): Promise<number> {
  let found = 0;
  for (let i = 0; i < profileIds.length; i += PROFILES_PER_STATEMENT.training) {
    const ids = profileIds.slice(i, i + PROFILES_PER_STATEMENT.training);
    const [row] = rowsOf<{ found: number }>(
      await withoutJit(
        db,
        sql`
        with sp as (
          select p.*, (p.last_checked_at is null or not p.notify_on_match) as quiet, ${TRAINING_KEYS}
          from training_search_profiles p
          join candidate_profiles cp on cp.user_id = p.candidate_id and cp.approval_status = 'approved'
          where p.id = any(${uuidArray(ids)}) and p.is_active
        ),
        keys as (
          select distinct sp.id as profile_id, place, field from sp, unnest(sp.places) place, unnest(sp.fields) field
        ),
        -- The listings changed since the chunk's earliest check (all of them when a profile is new).
        l as (
          select l.*, ${LISTING_PLACE_KEY} as place_key, ${LISTING_FIELD_KEY} as field_key
          from listings l
          where l.is_active
            and l.updated_at > (select coalesce(min(coalesce(last_checked_at, '-infinity')), 'infinity') from sp) - ${CHECK_OVERLAP}
        ),
        found as (
          insert into listing_matches (search_profile_id, listing_id, score, notified_at, emailed_at)
          select sp.id, l.id, ${TRAINING_SCORE},
                 case when sp.quiet then now() end, case when sp.quiet then now() end
          from keys k
          join l on l.place_key = k.place and l.field_key = k.field
          join sp on sp.id = k.profile_id
          where (sp.last_checked_at is null or l.updated_at > sp.last_checked_at - ${CHECK_OVERLAP})
            and ${TRAINING_CONDITIONS}
          on conflict (search_profile_id, listing_id) do nothing
          returning 1
        ),
        checked as (
          update training_search_profiles p set last_checked_at = now() from sp where p.id = sp.id returning 1
        )
        select (select count(*) from found)::int as found, (select count(*) from checked)::int as checked`,
      ),
    );
    found += row?.found ?? 0;
  }
  return found;
}

/**
 * Records the candidates that newly fit the given candidate search profiles, as
 * `findTrainingMatches` does: active profiles of companies in `companyIds` (verified, trial or plan
 * running); approved, shared candidates who did not block the company; for a profile checked
 * before, only candidate profiles changed since (a re-approval changes the profile, but a pair
 * already recorded is not recorded again).
 */
export async function findCandidateMatches(
  db: Database,
  profileIds: string[],
  companyIds: string[],
  today: string,
): Promise<number> {
  if (companyIds.length === 0) return 0;
  let found = 0;
  for (let i = 0; i < profileIds.length; i += PROFILES_PER_STATEMENT.candidate) {
    const ids = profileIds.slice(i, i + PROFILES_PER_STATEMENT.candidate);
    const where: SQL = sql`p.id = any(${uuidArray(ids)}) and p.is_active and p.company_id = any(${uuidArray(companyIds)})`;
    const [row] = rowsOf<{ found: number }>(
      await withoutJit(
        db,
        sql`
        with sp as (
          select s.*, (s.last_checked_at is null or not s.notify_on_match) as quiet, ${CANDIDATE_FIELD_KEYS}
          from ${candidateProfileRelation(where, today)} s
        ),
        keys as (select distinct sp.id as profile_id, field from sp, unnest(sp.field_keys) field),
        -- Approved, shared profiles changed since the chunk's earliest check, once per field (or '').
        c as (
          select c.*, field_key
          from candidate_profiles c,
               unnest(case when cardinality(c.ausbildung_fields || c.fsj_sectors) = 0 then array['']
                           else c.ausbildung_fields || c.fsj_sectors end) field_key
          where c.approval_status = 'approved' and c.share_profile
            and c.updated_at > (select coalesce(min(coalesce(last_checked_at, '-infinity')), 'infinity') from sp) - ${CHECK_OVERLAP}
        ),
        found as (
          insert into candidate_matches (search_profile_id, candidate_id, score, notified_at, emailed_at)
          select sp.id, c.user_id, ${CANDIDATE_SCORE},
                 case when sp.quiet then now() end, case when sp.quiet then now() end
          from keys k
          join c on c.field_key = k.field
          join sp on sp.id = k.profile_id
          where (sp.last_checked_at is null or c.updated_at > sp.last_checked_at - ${CHECK_OVERLAP})
            and ${CANDIDATE_CONDITIONS}
          -- A candidate with two of the profile's fields is proposed twice; the second is skipped.
          on conflict (search_profile_id, candidate_id) do nothing
          returning 1
        ),
        checked as (
          update candidate_search_profiles p set last_checked_at = now() from sp where p.id = sp.id returning 1
        )
        select (select count(*) from found)::int as found, (select count(*) from checked)::int as checked`,
      ),
    );
    found += row?.found ?? 0;
  }
  return found;
}

/** Ids of the active profiles a scheduled run looks at, in id order (a stable order for chunks). */
export async function activeProfileIds(db: Database, kind: 'training' | 'candidate'): Promise<string[]> {
  const table = kind === 'training' ? sql.raw('training_search_profiles') : sql.raw('candidate_search_profiles');
  return rowsOf<{ id: string }>(await db.execute(sql`select id from ${table} where is_active order by id`)).map(
    (r) => r.id,
  );
}
